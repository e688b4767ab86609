import { z } from 'zod';
import { DEFAULT_INPUT_MAX_LENGTH, DOCUMENT_FILENAME_MAX_LENGTH } from '../constants.js';
import { LANGUAGES } from '../languages.js';
import { MESSAGE } from '../messages.js';
import { MAX_PK, refuseControlCharacters, requiredText, unknownFieldError } from './primitives.js';

/** The category of an upload, as a number (JSON): missing says "Please select a category." */
const categoryIdSchema = z
  .number({ error: MESSAGE.selectCategory })
  .int({ error: MESSAGE.invalid })
  .positive({ error: MESSAGE.invalid })
  .max(MAX_PK, { error: MESSAGE.invalid });

const documentLanguageSchema = z.enum(LANGUAGES, { error: MESSAGE.invalid });

/** The description shown under the category: optional, one line of at most 100 characters. */
const descriptionSchema = refuseControlCharacters(
  z
    .string({ error: MESSAGE.invalid })
    .trim()
    .max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength })
    .refine((value) => !/[\r\n]/.test(value), { error: MESSAGE.invalid }),
);

/**
 * POST /information/api/document_list/ (accounts-and-site.md section 7): the file as a base64
 * data URL in `filedata`. The server reads the content to tell its type (decision 146); the data
 * URL's own media type and the file name are not trusted.
 */
export const documentUploadBodySchema = z
  .strictObject(
    {
      category_id: categoryIdSchema,
      language: documentLanguageSchema,
      description: descriptionSchema.default(''),
      filename: requiredText(DOCUMENT_FILENAME_MAX_LENGTH),
      filedata: z.string({ error: MESSAGE.selectFile }).min(1, { error: MESSAGE.selectFile }),
    },
    unknownFieldError,
  )
  .meta({ id: 'DocumentUploadBody' });
export type DocumentUploadBody = z.input<typeof documentUploadBodySchema>;

/**
 * The text fields of the multipart upload (POST /information/api/document_upload/) beside the
 * one file in `file`, as a form sends them: the category id as text. The web's form checks the
 * same fields with this schema.
 */
export const documentUploadFieldsSchema = z
  .strictObject(
    {
      category_id: z
        .string({ error: MESSAGE.selectCategory })
        .trim()
        .min(1, { error: MESSAGE.selectCategory, abort: true })
        .regex(/^[0-9]+$/, { error: MESSAGE.invalid, abort: true })
        .transform(Number)
        .pipe(categoryIdSchema),
      language: documentLanguageSchema,
      description: descriptionSchema.default(''),
    },
    unknownFieldError,
  )
  .meta({ id: 'DocumentUploadFields' });
export type DocumentUploadFields = z.input<typeof documentUploadFieldsSchema>;

/** A chosen file as the form holds it (a browser File): its name and size. */
type ChosenFile = { name: string; size: number };

/** The web's upload form: the multipart fields, and the chosen file ("Please select a file."). */
export const documentUploadFormSchema = documentUploadFieldsSchema.extend({
  file: z.custom<ChosenFile>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ChosenFile).name === 'string' &&
      typeof (value as ChosenFile).size === 'number',
    { error: MESSAGE.selectFile },
  ),
});
export type DocumentUploadFormValues = z.input<typeof documentUploadFormSchema>;
/** The form's values once checked: the category id as a number. */
export type DocumentUploadFormData = z.output<typeof documentUploadFormSchema>;

/** A document category, named in the request's language. */
export const documentCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), sort_index: z.number().int() })
  .meta({ id: 'DocumentCategory' });
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

/**
 * One document (a category in one language) at its latest version. `document` is the download
 * URL; `filename` is the name the server gives the download (category, language, version and the
 * type read from the content), never the uploader's.
 */
export const documentSchema = z
  .object({
    pk: z.number().int(),
    category_id: z.number().int(),
    category: z.string(),
    description: z.string(),
    document: z.string(),
    sort_index: z.number().int(),
    language: z.enum(LANGUAGES),
    version: z.number().int(),
    uploaded_at: z.string(),
    size: z.number().int(),
    filename: z.string(),
    content_type: z.string(),
  })
  .meta({ id: 'Document' });
export type DocumentEntry = z.infer<typeof documentSchema>;

/**
 * GET /information/api/document_list/: the documents grouped by language (the request's language
 * first, only languages that have documents), the categories an upload may choose and the size
 * limit in force.
 */
export const documentListSchema = z
  .object({
    groups: z.array(z.object({ language: z.enum(LANGUAGES), documents: z.array(documentSchema) })),
    categories: z.array(documentCategorySchema),
    max_document_bytes: z.number().int(),
  })
  .meta({ id: 'DocumentList' });
export type DocumentList = z.infer<typeof documentListSchema>;

/** The bytes of a document version, as an attachment (not JSON). */
export const documentFileSchema = z
  .string()
  .meta({ id: 'DocumentFile', format: 'binary', description: 'The file, sent as an attachment' });
