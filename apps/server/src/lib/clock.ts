/**
 * The server's one clock. Every time-dependent rule (sessions, throttles, ordering dates, blocking,
 * the outbox) reads the time through the Clock it was given, so a test can move it.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
