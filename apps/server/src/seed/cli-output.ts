import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';

const numberFormat = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Plain text table with padded columns. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The demo sign-ins (e-mail + account id + password). */
export function formatDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map((a) => [a.who, a.email, a.accountId, a.group]);
  return `${formatTable(['who', 'e-mail', 'account id', 'group'], rows)}\npassword for all: ${DEMO_PASSWORD}`;
}

export type ProgressReporter = {
  /** `unit` names what is counted (rows unless told). */
  update: (done: number, total: number, phase: string, unit?: string) => void;
  /** Ends the current line (TTY) before other output. */
  finish: () => void;
};

/**
 * A live progress line on stderr: phase, done/total, percent, rows/s, the phase's ETA, elapsed. On a
 * terminal the line is rewritten in place; otherwise a line is written every 10 % of each phase and
 * at least every 30 seconds.
 */
export function createProgressReporter(stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  const started = performance.now();
  let phase = '';
  let phaseStarted = started;
  let lastDecile = -1;
  let lastLine = started;
  let open = false;
  const finish = () => {
    if (open) stream.write('\n');
    open = false;
  };
  const update = (done: number, total: number, name: string, unit = 'rows') => {
    const now = performance.now();
    if (name !== phase) {
      finish();
      phase = name;
      phaseStarted = now;
      lastDecile = -1;
    }
    const fraction = total > 0 ? done / total : 1;
    const perSecond = done / Math.max((now - phaseStarted) / 1000, 0.001);
    const eta = done > 0 && done < total ? `  ETA ${formatSeconds(((total - done) / perSecond) * 1000)}` : '';
    const percent = (fraction * 100).toFixed(1).padStart(5);
    const rate = `${formatCount(Math.round(perSecond)).padStart(9)} ${unit}/s`;
    const text = `${name.padEnd(10)} ${formatCount(done).padStart(11)} / ${formatCount(total)}  ${percent} %  ${rate}${eta}  elapsed ${formatSeconds(now - started)}`;
    if (stream.isTTY) {
      stream.write(`\r${text}`);
      open = true;
      return;
    }
    const decile = Math.floor(fraction * 10);
    if (decile !== lastDecile || now - lastLine >= 30_000) {
      lastDecile = decile;
      lastLine = now;
      stream.write(`${text}\n`);
    }
  };
  return { update, finish };
}
