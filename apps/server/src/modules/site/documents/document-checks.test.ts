import { DOCUMENT_MAX_BYTES_CEILING } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { buildPdf, buildPng, buildZip } from '../../../lib/sample-files.js';
import {
  checkDocumentSize,
  decodeDataUrl,
  detectDocumentType,
  documentFileName,
  effectiveMaxBytes,
  jsonUploadBodyLimit,
  sha256Of,
} from './document-checks.js';

const CFB_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);

function openXml(mainType: string, folder: string): Buffer {
  return buildZip([
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0"?><Types><Override PartName="/${folder}/main.xml" ContentType="${mainType}"/></Types>`,
    },
    { name: `${folder}/main.xml`, content: '<x/>' },
  ]);
}

describe('detectDocumentType (the content decides, not the name)', () => {
  it('accepts the allow-list, each with its own type', async () => {
    expect(await detectDocumentType(buildPdf(['Guide']), 'whatever.bin')).toEqual({
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    expect(
      await detectDocumentType(
        buildPng(4, 4, [
          [0, 0, 0],
          [255, 255, 255],
        ]),
        'x.pdf',
      ),
    ).toEqual({
      extension: 'png',
      contentType: 'image/png',
    });
    expect((await detectDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'a'))?.extension).toBe(
      'jpg',
    );
    expect((await detectDocumentType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a'))?.extension).toBe(
      'gif',
    );
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect((await detectDocumentType(webp, 'a'))?.contentType).toBe('image/webp');
    expect((await detectDocumentType(buildZip([{ name: 'a.txt', content: 'a' }]), 'a'))?.extension).toBe(
      'zip',
    );
  });

  it('tells Word, Excel and PowerPoint files apart inside their ZIP container', async () => {
    const docx = openXml(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      'word',
    );
    expect((await detectDocumentType(docx, 'a.zip'))?.extension).toBe('docx');
    const xlsx = openXml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl');
    expect((await detectDocumentType(xlsx, 'a'))?.extension).toBe('xlsx');
    const pptx = openXml(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
      'ppt',
    );
    expect((await detectDocumentType(pptx, 'a'))?.extension).toBe('pptx');
  });

  it('refuses macro-enabled Office files', async () => {
    const docm = openXml('application/vnd.ms-word.document.macroEnabled.main+xml', 'word');
    expect(await detectDocumentType(docm, 'a.docx')).toBeUndefined();
  });

  it('takes old Office files (CFB) by the ending of their name, and refuses any other CFB file', async () => {
    expect(await detectDocumentType(CFB_HEADER, 'Notice.DOC')).toEqual({
      extension: 'doc',
      contentType: 'application/msword',
    });
    expect((await detectDocumentType(CFB_HEADER, 'prices.xls'))?.contentType).toBe(
      'application/vnd.ms-excel',
    );
    expect((await detectDocumentType(CFB_HEADER, 'slides.ppt'))?.extension).toBe('ppt');
    expect(await detectDocumentType(CFB_HEADER, 'setup.msi')).toBeUndefined();
    expect(await detectDocumentType(CFB_HEADER, 'guide.pdf')).toBeUndefined();
  });

  it('refuses text, HTML, SVG and programs whatever their name says', async () => {
    expect(
      await detectDocumentType(Buffer.from('<!doctype html><script>alert(1)</script>'), 'guide.pdf'),
    ).toBeUndefined();
    expect(await detectDocumentType(Buffer.from('just some text'), 'guide.pdf')).toBeUndefined();
    expect(
      await detectDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png'),
    ).toBeUndefined();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    expect(await detectDocumentType(exe, 'guide.pdf')).toBeUndefined();
    expect(await detectDocumentType(Buffer.from('%PD'), 'guide.pdf')).toBeUndefined();
  });
});

describe('decodeDataUrl', () => {
  it('decodes a base64 data URL, whatever media type it names', () => {
    expect(decodeDataUrl('data:application/pdf;base64,JVBERi0=')).toEqual(Buffer.from('%PDF-'));
    expect(decodeDataUrl('data:;base64,AAEC')).toEqual(Buffer.from([0, 1, 2]));
    expect(decodeDataUrl('DATA:text/plain;name=a.pdf;BASE64,QQ==')).toEqual(Buffer.from('A'));
    expect(decodeDataUrl('data:application/pdf;base64,')).toEqual(Buffer.alloc(0));
  });

  it('refuses anything that is not strict base64 in a data URL', () => {
    for (const text of [
      'JVBERi0=',
      'data:application/pdf,JVBERi0=',
      'data:application/pdf;base64,JVBER i0=',
      'data:application/pdf;base64,JVBERi0',
      'data:application/pdf;base64,JV=BERi0',
      'data:application/pdf;base64,JVBERi0*',
      'http://example.com/a.pdf',
    ]) {
      expect(decodeDataUrl(text), text).toBeUndefined();
    }
  });
});

describe('sizes', () => {
  it('refuses an empty file and one byte over the limit; the limit itself passes', () => {
    expect(checkDocumentSize(0, 10)).toBe('empty');
    expect(checkDocumentSize(1, 10)).toBeUndefined();
    expect(checkDocumentSize(10, 10)).toBeUndefined();
    expect(checkDocumentSize(11, 10)).toBe('tooLarge');
  });

  it('keeps the setting within one byte and the ceiling', () => {
    expect(effectiveMaxBytes(1000)).toBe(1000);
    expect(effectiveMaxBytes(0)).toBe(1);
    expect(effectiveMaxBytes(DOCUMENT_MAX_BYTES_CEILING + 1)).toBe(DOCUMENT_MAX_BYTES_CEILING);
    expect(effectiveMaxBytes(Number.NaN)).toBe(DOCUMENT_MAX_BYTES_CEILING);
  });

  it('lets a data URL of the ceiling through the JSON body limit', () => {
    const base64Length = Math.ceil(DOCUMENT_MAX_BYTES_CEILING / 3) * 4;
    expect(jsonUploadBodyLimit()).toBeGreaterThan(
      base64Length + 'data:application/pdf;base64,'.length + 1000,
    );
    expect(jsonUploadBodyLimit()).toBeLessThan(base64Length * 1.01);
  });
});

describe('names and digests', () => {
  it('names a download from the category, language, version and detected type', () => {
    expect(
      documentFileName({ categorySlug: 'user-guide', language: 'en', version: 3, extension: 'pdf' }),
    ).toBe('user-guide-en-v3.pdf');
  });

  it('digests with SHA-256', () => {
    expect(sha256Of(Buffer.from('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
