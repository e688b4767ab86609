/**
 * A small seeded pseudo-random generator (mulberry32) so every seed run produces the same data.
 * Never use Math.random in the seed: the demo must be reproducible.
 */
export type Prng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** A string of the given length drawn from the alphabet. */
  chars: (alphabet: string, length: number) => string;
  /** A version-4 shaped UUID built from the generator. */
  uuid: () => string;
};

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const chars = (alphabet: string, length: number): string => {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
    return out;
  };
  const uuid = (): string => {
    const hex = chars('0123456789abcdef', 32).split('');
    hex[12] = '4';
    hex[16] = '89ab'[int(0, 3)] as string;
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return { next, int, chance: (p) => next() < p, pick, chars, uuid };
}

/** Digits only, for DUNS numbers, VAT numbers and phone numbers. */
export function drawDigits(prng: Prng, length: number): string {
  return prng.chars('0123456789', length);
}
