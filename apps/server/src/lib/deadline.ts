/** How long a read that several requests share may take before they stop waiting for it. */
export const SHARED_READ_DEADLINE_MS = 5_000;

/**
 * The promise, or a rejection after `ms`: a shared read that the driver never settles (a
 * connection lost at the wrong moment) must not hold every request that joined it. The error
 * carries the socket timeout code, so the request is answered 503 (lib/database-unavailable.ts).
 */
export function withDeadline<T>(promise: Promise<T>, ms = SHARED_READ_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`no answer from the database within ${ms} ms`), { code: 'ETIMEDOUT' }),
        ),
      ms,
    );
    timer.unref();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
