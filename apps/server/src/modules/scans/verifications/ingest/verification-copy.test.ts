import { describe, expect, it } from 'vitest';
import { readNdjson, readVerificationBatch, UnreadableLine } from './verification-batch.js';
import { arrayLiteralOf, copyLineOf, jsonRecordOf, STAGING_COLUMNS } from './verification-copy.js';

const NOW = new Date('2026-11-26T00:00:00Z');
const EVENT = {
  id: 'evt-1',
  timestamp: '2026-03-14T11:20:30+01:00',
  label_id: 'BCDFGHJKLMNP',
  status: 3,
  verification_count: 2,
  lat: 48.8566,
  lon: 2.3522,
  accuracy: 0,
  tags: ['b', 'a\tb', 'quote"back\\', 'b'],
};

describe('a checked event', () => {
  it('gets its UTC time, geolocation method, cell and tag set', () => {
    const { events, rejected } = readVerificationBatch([EVENT], NOW, 'en');
    expect(rejected).toEqual([]);
    expect(events[0]).toMatchObject({
      scannedAt: new Date('2026-03-14T10:20:30Z'),
      geolocationMethod: 'IP',
      tags: ['a\tb', 'b', 'quote"back\\'],
    });
    expect(events[0]!.cell).toBeGreaterThan(2 ** 40);
  });
});

describe('the COPY text of an event', () => {
  it('has one field per staging column, nulls as \\N and escaped text', () => {
    const [event] = readVerificationBatch([EVENT], NOW, 'en').events;
    const line = copyLineOf(event!);
    expect(line.endsWith('\n')).toBe(true);
    const fields = line.slice(0, -1).split('\t');
    expect(fields).toHaveLength(STAGING_COLUMNS.length);
    expect(fields.slice(0, 5)).toEqual(['evt-1', '2026-03-14T10:20:30.000Z', 'BCDFGHJKLMNP', '\\N', '3']);
    // The array literal, then COPY's escapes on top: a tab becomes \t, a backslash \\.
    expect(fields.at(-1)).toBe('{"a\\tb","b","quote\\\\"back\\\\\\\\"}');
    expect(Object.keys(jsonRecordOf(event!))).toEqual([...STAGING_COLUMNS]);
  });

  it('quotes every array element', () => {
    expect(arrayLiteralOf([])).toBe('{}');
    expect(arrayLiteralOf(['a b', 'NULL', '{x}'])).toBe('{"a b","NULL","{x}"}');
  });
});

describe('NDJSON', () => {
  it('is one element per line, a trailing line break ending the last line', () => {
    const items = readNdjson('{"a":1}\r\nnope\n\n[1]\n', 10);
    expect(items).toHaveLength(4);
    expect(items[0]).toEqual({ a: 1 });
    expect(items[1]).toBeInstanceOf(UnreadableLine);
    expect(items[2]).toBeInstanceOf(UnreadableLine);
    expect(items[3]).toEqual([1]);
    expect(readNdjson('[1]\r\n"x"', 10)).toEqual([[1], 'x']);
    expect(readNdjson('', 10)).toEqual([]);
    expect(readNdjson('\n', 10)).toHaveLength(1);
  });

  it('drops a leading byte-order mark, as the JSON parser does', () => {
    expect(readNdjson('\uFEFF{"a":1}\n{"b":2}\n', 10)).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('stops one line past the limit, so that the limit refuses a long body without reading all of it', () => {
    expect(readNdjson('1\n2\n3\n', 3)).toEqual([1, 2, 3]);
    expect(readNdjson('1\n2\n3\n4\n5\n', 3)).toEqual([1, 2, 3, 4]);
    const blank = readNdjson('\n'.repeat(5_000_000), 10_000);
    expect(blank).toHaveLength(10_001);
    expect(blank.every((item) => item instanceof UnreadableLine)).toBe(true);
  });
});
