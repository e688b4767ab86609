import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('installProcessGuard', () => {
  /** A node process with the guard that throws the given error from a timer. */
  function runGuarded(path: string) {
    const guard = new URL('./process-guard.ts', import.meta.url).pathname;
    const script = `
      import { installProcessGuard } from ${JSON.stringify(guard)};
      installProcessGuard({ fatal: (object, message) => console.log('fatal', message, object.err.message) });
      setImmediate(() => {
        const error = new TypeError("Cannot read properties of null (reading 'write')");
        error.stack = 'TypeError: x\\n    at Immediate.nextWrite (file://${path}:255:22)';
        throw error;
      });
      setTimeout(() => { console.log('still running'); process.exit(0); }, 200);`;
    return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
  }

  it("logs any uncaught exception, the driver's old crash included, and ends the process with status 1", () => {
    for (const path of ['/app/node_modules/postgres/src/connection.js', '/app/src/my-code.js']) {
      const result = runGuarded(path);
      expect(result.stdout).toContain(
        "fatal uncaught exception Cannot read properties of null (reading 'write')",
      );
      expect(result.stdout).not.toContain('still running');
      expect(result.status).toBe(1);
    }
  });
});
