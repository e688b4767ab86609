import { describe, expect, it } from 'vitest';
import { composeMail } from './compose-mail.js';

const MAIL = {
  to: 'ada@example.com',
  template: 'account.confirmation',
  greeting: 'Hello',
  paragraphs: ['Text'],
  action: { label: 'Confirm', url: 'https://portal.example/x' },
};

describe('a mail’s link line', () => {
  it('puts a no-break space before the colon in French', () => {
    const mail = composeMail({
      ...MAIL,
      language: 'fr',
      subject: 'Sujet',
      action: { ...MAIL.action, label: 'Confirmer' },
    });
    expect(mail.bodyText).toContain('Confirmer\u00a0:\nhttps://portal.example/x');
  });

  it('keeps the colon right after the label in English', () => {
    const mail = composeMail({ ...MAIL, language: 'en', subject: 'Subject' });
    expect(mail.bodyText).toContain('Confirm:\nhttps://portal.example/x');
  });
});
