import { LABEL_ID_LENGTH } from '@label-portal/contract';
import { type RandomBytes, strongRandomBytes } from '../../../lib/random-bytes.js';

/** The characters of a label id (domain.md section 6): the consonants B-Z and the digits. */
const LABEL_ID_ALPHABET = 'BCDFGHJKLMNPQRSTVWXYZ0123456789';

const ALPHABET_CODES = Uint8Array.from(LABEL_ID_ALPHABET, (character) => character.charCodeAt(0));
/** Bytes at or above this are dropped: 248 = 8 × 31, so each kept byte mod 31 is unbiased. */
const BYTE_LIMIT = 256 - (256 % LABEL_ID_ALPHABET.length);
const COMMA = 0x2c;

/**
 * `count` random label ids as one comma-separated text (the single parameter the insert splits
 * with string_to_array; decision 164): each character is one random byte below 248 taken mod 31 (the alphabet's length)
 * (rejection sampling, no bias), bytes from `random` in blocks. Ids may repeat (within the text or
 * with stored ones): the unique primary key catches that.
 */
export function makeLabelIds(count: number, random: RandomBytes = strongRandomBytes): string {
  const stride = LABEL_ID_LENGTH + 1;
  const out = new Uint8Array(Math.max(0, count * stride - 1));
  const wanted = count * LABEL_ID_LENGTH;
  let written = 0;
  let position = 0;
  while (written < wanted) {
    // 248/256 of the bytes are kept: ask for a few percent more than still needed.
    const block = random(Math.ceil((wanted - written) * 1.04) + 16);
    for (let i = 0; i < block.length && written < wanted; i++) {
      const byte = block[i] as number;
      if (byte >= BYTE_LIMIT) continue;
      out[position++] = ALPHABET_CODES[byte % LABEL_ID_ALPHABET.length] as number;
      written++;
      if (written % LABEL_ID_LENGTH === 0 && written < wanted) out[position++] = COMMA;
    }
  }
  return Buffer.from(out.buffer, out.byteOffset, out.length).toString('latin1');
}
