import { randomBytes } from 'node:crypto';

/**
 * The server's source of strong random bytes for identifiers it makes in bulk (label ids): the
 * operating system's (crypto.randomBytes) unless a test replays chosen bytes to force a collision.
 */
export type RandomBytes = (size: number) => Uint8Array;

export const strongRandomBytes: RandomBytes = (size) => randomBytes(size);
