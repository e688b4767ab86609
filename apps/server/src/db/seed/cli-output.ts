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
  update: (done: number, total: number, phase: string) => void;
  /** Ends the current line (TTY) before other output. */
  finish: () => void;
};

/**
 * A live progress line on stderr: phase, done/total, percent, rows/s, elapsed. On a terminal the line
 * is rewritten in place; otherwise a line is written about every 10 % of each phase.
 */
export function createProgressReporter(stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  const started = performance.now();
  let phase = '';
  let phaseStarted = started;
  let lastDecile = -1;
  let open = false;
  const finish = () => {
    if (open) stream.write('\n');
    open = false;
  };
  const update = (done: number, total: number, name: string) => {
    const now = performance.now();
    if (name !== phase) {
      finish();
      phase = name;
      phaseStarted = now;
      lastDecile = -1;
    }
    const fraction = total > 0 ? done / total : 1;
    const perSecond = done / Math.max((now - phaseStarted) / 1000, 0.001);
    const text = `${name.padEnd(10)} ${formatCount(done).padStart(11)} / ${formatCount(total)}  ${(
      fraction * 100
    )
      .toFixed(1)
      .padStart(
        5,
      )} %  ${formatCount(Math.round(perSecond)).padStart(9)} rows/s  elapsed ${formatSeconds(now - started)}`;
    if (stream.isTTY) {
      stream.write(`\r${text}`);
      open = true;
      return;
    }
    const decile = Math.floor(fraction * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      stream.write(`${text}\n`);
    }
  };
  return { update, finish };
}
