// When a scenario has replies other than 2xx: one more request of the same kind, to show what the
// server answers, and the server log's error lines.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

/** One request as the scenario sends it (a fresh Idempotency-Key for the order send). */
export async function probeScenario(baseUrl, scenario) {
  const headers = { ...scenario.headers, 'X-Forwarded-For': '198.19.254.1' };
  if (scenario.keyPrefix) headers['Idempotency-Key'] = `${scenario.keyPrefix}-probe-${randomUUID()}`;
  try {
    const response = await fetch(`${baseUrl}${scenario.path}`, {
      method: scenario.method,
      headers,
      body: scenario.body,
      signal: AbortSignal.timeout(30_000),
    });
    return `${response.status} ${(await response.text()).slice(0, 300)}`;
  } catch (error) {
    return `no reply: ${error.message}`;
  }
}

/** The first distinct messages of the log's error and fatal lines (pino levels 50 and 60). */
export function readLogErrors(logFile, limit = 5) {
  const result = spawnSync('grep', ['-m', '200', '-E', '"level":(50|60)', logFile], { encoding: 'utf8' });
  const messages = new Set();
  for (const line of (result.stdout ?? '').split('\n')) {
    if (!line) continue;
    try {
      const entry = JSON.parse(line);
      messages.add(`${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim().slice(0, 300));
    } catch {
      messages.add(line.slice(0, 300));
    }
    if (messages.size >= limit) break;
  }
  return [...messages];
}

/** The last lines of the log that are not per-request lines (start, stop, warnings, errors, crashes). */
export function readLogTail(logFile, limit = 12) {
  const result = spawnSync('tail', ['-n', '400', logFile], { encoding: 'utf8' });
  const lines = (result.stdout ?? '')
    .split('\n')
    .filter((line) => line && !/"msg":"(incoming request|request completed)"/.test(line));
  return lines.slice(-limit).map((line) => line.slice(0, 400));
}
