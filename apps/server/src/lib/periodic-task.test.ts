import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task.js';

const silent = { error: vi.fn() };

describe('startPeriodicTask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    silent.error.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a round every interval until stopped', async () => {
    const run = vi.fn(async () => {});
    const task = startPeriodicTask({ name: 'purge', intervalMs: 1_000, run, log: silent });
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(3);
    await task.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never runs two rounds at once, and stop waits for the round under way', async () => {
    let active = 0;
    let maxActive = 0;
    let finished = 0;
    const run = async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      active -= 1;
      finished += 1;
    };
    const task = startPeriodicTask({ name: 'slow', intervalMs: 1_000, run, log: silent });
    await vi.advanceTimersByTimeAsync(1_000);
    const stopped = task.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    await stopped;
    expect(maxActive).toBe(1);
    expect(finished).toBe(1);
  });

  it('logs a failed round and keeps going', async () => {
    const run = vi.fn(async () => {
      throw new Error('database away');
    });
    const task = startPeriodicTask({ name: 'purge', intervalMs: 1_000, run, log: silent });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(silent.error).toHaveBeenCalledWith(expect.objectContaining({ task: 'purge' }), 'purge failed');
    await task.stop();
  });
});
