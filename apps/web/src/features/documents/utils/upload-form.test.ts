import { documentUploadFormSchema as uploadFormSchema } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILES, fileKindOf, fileProblemOf } from './upload-form';

describe('the upload form', () => {
  it('needs a category and a file, with the messages of the specification', () => {
    const result = uploadFormSchema.safeParse({
      category_id: '',
      language: 'en',
      description: '',
      file: null,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ category_id: 'validation.selectCategory', file: 'validation.selectFile' });
  });

  it('takes a category, a language, a description of up to 100 characters and a file', () => {
    const file = new File(['%PDF-1.4'], 'guide.pdf');
    const values = { category_id: '3', language: 'fr', description: 'd'.repeat(100), file };
    expect(uploadFormSchema.parse(values)).toEqual({ ...values, category_id: 3 });
    expect(uploadFormSchema.safeParse({ ...values, description: 'd'.repeat(101) }).success).toBe(false);
  });

  it('refuses an empty file and one above the limit before sending; the limit itself passes', () => {
    expect(fileProblemOf({ size: 0 }, 10, 'en')).toEqual({ key: 'validation.documentEmpty' });
    expect(fileProblemOf({ size: 10 }, 10, 'en')).toBeUndefined();
    expect(fileProblemOf({ size: 11 }, 10, 'fr')).toEqual({
      key: 'validation.documentTooLarge',
      params: { max: '10\u00a0octets' },
    });
  });

  it('offers the accepted endings and names a download type', () => {
    expect(ACCEPTED_FILES.split(',')).toContain('.pdf');
    expect(ACCEPTED_FILES.split(',')).toContain('.docx');
    expect(fileKindOf('user-guide-en-v3.pdf')).toBe('PDF');
    expect(fileKindOf('no-ending')).toBe('');
  });
});
