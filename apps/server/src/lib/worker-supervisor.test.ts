import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_FAILED_STARTS,
  restartDelayMs,
  type SupervisedWorker,
  superviseWorkers,
} from './worker-supervisor.js';

/** A worker the test drives: it listens, exits, and records the signals it was sent. */
class FakeWorker extends EventEmitter {
  readonly signals: string[] = [];
  readonly process: SupervisedWorker['process'];

  constructor(readonly id: number) {
    super();
    this.process = {
      pid: 1000 + id,
      kill: (signal) => {
        this.signals.push(signal ?? 'SIGTERM');
        return true;
      },
    };
  }

  listen() {
    this.emit('listening');
  }

  exit(code: number | null, signal: string | null = null) {
    this.emit('exit', code, signal);
  }
}

function startPool(count: number) {
  const workers: FakeWorker[] = [];
  const lines: string[] = [];
  const exits: number[] = [];
  const onFirstListening = vi.fn();
  const pool = superviseWorkers({
    count,
    fork: () => {
      const worker = new FakeWorker(workers.length + 1);
      workers.push(worker);
      return worker as unknown as SupervisedWorker;
    },
    log: {
      info: (message) => lines.push(`info ${message}`),
      error: (message) => lines.push(`error ${message}`),
      fatal: (message) => lines.push(`fatal ${message}`),
    },
    exit: (code) => exits.push(code),
    onFirstListening,
  });
  return { pool, workers, lines, exits, onFirstListening };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the primary of several server processes', () => {
  it('starts the workers, logging one line each, and announces the first that listens once', () => {
    const { workers, lines, onFirstListening } = startPool(2);
    expect(lines).toEqual(['info Worker 1 started (process 1001)', 'info Worker 2 started (process 1002)']);
    workers[0]!.listen();
    workers[1]!.listen();
    expect(onFirstListening).toHaveBeenCalledTimes(1);
  });

  it('passes a stop on to every worker and exits with 0 once all of them closed cleanly', () => {
    const { pool, workers, exits } = startPool(2);
    for (const worker of workers) worker.listen();
    pool.stop('SIGTERM');
    expect(workers.map((worker) => worker.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    workers[0]!.exit(0);
    expect(exits).toEqual([]);
    workers[1]!.exit(0);
    expect(exits).toEqual([0]);
    // No worker is started again after a stop.
    vi.advanceTimersByTime(60_000);
    expect(workers).toHaveLength(2);
  });

  it('exits with 1 when a worker did not close cleanly, or kills those still running after the timeout', () => {
    const unclean = startPool(2);
    unclean.pool.stop('SIGINT');
    unclean.workers[0]!.exit(0);
    unclean.workers[1]!.exit(1);
    expect(unclean.exits).toEqual([1]);

    const stuck = startPool(1);
    stuck.pool.stop('SIGTERM');
    vi.advanceTimersByTime(14_999);
    expect(stuck.exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stuck.workers[0]!.signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(stuck.lines).toContain('error Workers still running after the stop timeout: killed');
    expect(stuck.exits).toEqual([1]);
  });

  it('restarts a worker that died, after a delay that grows with the deaths of the last minute', () => {
    const { workers, lines, exits } = startPool(2);
    for (const worker of workers) worker.listen();
    workers[0]!.exit(null, 'SIGKILL');
    expect(lines).toContain('error Worker 1 (process 1001) ended unexpectedly (signal SIGKILL)');
    vi.advanceTimersByTime(99);
    expect(workers).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(workers).toHaveLength(3);
    expect(lines).toContain('info Worker 3 started (process 1003)');
    workers[2]!.listen();
    workers[2]!.exit(1);
    expect(lines).toContain('error Worker 3 (process 1003) ended unexpectedly (exit code 1)');
    vi.advanceTimersByTime(199);
    expect(workers).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(workers).toHaveLength(4);
    expect(exits).toEqual([]);
    expect([1, 2, 3, 4, 8, 20].map(restartDelayMs)).toEqual([100, 200, 400, 800, 10_000, 10_000]);
  });

  it(`gives up with 1 after ${MAX_FAILED_STARTS} workers in a row died before listening`, () => {
    const { workers, lines, exits } = startPool(2);
    workers[1]!.listen();
    workers[0]!.exit(1);
    for (let failed = 2; failed < MAX_FAILED_STARTS; failed += 1) {
      vi.advanceTimersByTime(10_000);
      workers.at(-1)!.exit(1);
    }
    vi.advanceTimersByTime(10_000);
    expect(exits).toEqual([]);
    expect(workers).toHaveLength(MAX_FAILED_STARTS + 1);
    workers.at(-1)!.exit(1);
    expect(lines).toContain(`fatal ${MAX_FAILED_STARTS} workers in a row ended before listening: giving up`);
    // The one still running is stopped; the primary exits with 1 once it has closed.
    expect(workers[1]!.signals).toEqual(['SIGTERM']);
    expect(exits).toEqual([]);
    workers[1]!.exit(0);
    expect(exits).toEqual([1]);
  });

  it('counts failed starts only in a row: a worker that listens starts the count afresh', () => {
    const { workers, exits } = startPool(1);
    for (let round = 0; round < 3; round += 1) {
      for (let failed = 1; failed < MAX_FAILED_STARTS; failed += 1) {
        workers.at(-1)!.exit(1);
        vi.advanceTimersByTime(10_000);
      }
      workers.at(-1)!.listen();
    }
    expect(exits).toEqual([]);
    expect(workers).toHaveLength(1 + 3 * (MAX_FAILED_STARTS - 1));
  });
});
