import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isKnownDriverCrash } from './process-guard.js';

/** The error as postgres.js 3.4.9 throws it from its write timer after a cut connection. */
function driverCrash(path = '/app/node_modules/postgres/src/connection.js'): TypeError {
  const error = new TypeError("Cannot read properties of null (reading 'write')");
  error.stack = `${error.name}: ${error.message}\n    at Immediate.nextWrite (file://${path}:255:22)\n    at process.processImmediate (node:internal/timers:485:21)`;
  return error;
}

describe('isKnownDriverCrash', () => {
  it("recognises postgres.js's null socket write, ES module and CommonJS builds", () => {
    expect(isKnownDriverCrash(driverCrash())).toBe(true);
    expect(isKnownDriverCrash(driverCrash('/app/node_modules/postgres/cjs/src/connection.js'))).toBe(true);
  });

  it('lets every other error through', () => {
    const elsewhere = driverCrash('/app/src/my-code.js');
    const otherMessage = driverCrash();
    Object.defineProperty(otherMessage, 'message', {
      value: "Cannot read properties of null (reading 'end')",
    });
    const notTypeError = new Error("Cannot read properties of null (reading 'write')");
    notTypeError.stack = driverCrash().stack ?? '';
    expect(isKnownDriverCrash(elsewhere)).toBe(false);
    expect(isKnownDriverCrash(otherMessage)).toBe(false);
    expect(isKnownDriverCrash(notTypeError)).toBe(false);
    expect(isKnownDriverCrash(undefined)).toBe(false);
  });
});

describe('installProcessGuard', () => {
  /** A node process with the guard that throws the given error from a timer, as the driver does. */
  function runGuarded(path: string, options = '{}') {
    const guard = new URL('./process-guard.ts', import.meta.url).pathname;
    const script = `
      import { installProcessGuard } from ${JSON.stringify(guard)};
      installProcessGuard({ warn: () => console.log('warned'), fatal: () => console.log('fatal') }, ${options});
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

  it('keeps the process running through the known driver error', () => {
    const result = runGuarded('/app/node_modules/postgres/src/connection.js');
    expect(result.stdout).toContain('warned');
    expect(result.stdout).toContain('still running');
    expect(result.status).toBe(0);
  });

  it('ends a supervised worker with status 1 on the known driver error, to be replaced', () => {
    const result = runGuarded('/app/node_modules/postgres/src/connection.js', '{ isSupervised: true }');
    expect(result.stdout).toContain('fatal');
    expect(result.stdout).not.toContain('still running');
    expect(result.status).toBe(1);
  });

  it('ends the process with status 1 on any other uncaught exception', () => {
    const result = runGuarded('/app/src/my-code.js');
    expect(result.stdout).toContain('fatal');
    expect(result.stdout).not.toContain('still running');
    expect(result.status).toBe(1);
  });
});
