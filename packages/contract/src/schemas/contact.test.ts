import { describe, expect, it } from 'vitest';
import { MESSAGE } from '../messages.js';
import { contactMessageBodySchema } from './contact.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('contactMessageBodySchema', () => {
  it('asks for a topic and a message, blank counting as empty', () => {
    expect(messagesOf(contactMessageBodySchema.safeParse({ topic: '  ', text: '\n' }))).toEqual([
      ['topic', MESSAGE.topicRequired],
      ['text', MESSAGE.messageRequired],
    ]);
    expect(messagesOf(contactMessageBodySchema.safeParse({}))).toEqual([
      ['topic', MESSAGE.topicRequired],
      ['text', MESSAGE.messageRequired],
    ]);
  });

  it('takes a topic of 100 and a message of 2000 characters, trimmed; refuses one more', () => {
    const body = { topic: ` ${'t'.repeat(100)} `, text: `${'m'.repeat(2000)}\n` };
    expect(contactMessageBodySchema.parse(body)).toEqual({ topic: 't'.repeat(100), text: 'm'.repeat(2000) });
    expect(
      messagesOf(contactMessageBodySchema.safeParse({ topic: 't'.repeat(101), text: 'm'.repeat(2001) })),
    ).toEqual([
      ['topic', MESSAGE.maxLength],
      ['text', MESSAGE.maxLength],
    ]);
  });

  it('refuses unknown fields and control characters', () => {
    expect(messagesOf(contactMessageBodySchema.safeParse({ topic: 'a', text: 'b', cc: 'x' }))).toEqual([
      ['', MESSAGE.unknownField],
    ]);
    expect(messagesOf(contactMessageBodySchema.safeParse({ topic: 'a\u0000', text: 'b' }))).toEqual([
      ['topic', MESSAGE.controlCharacters],
    ]);
  });
});
