import multipart from '@fastify/multipart';
import {
  BACKOFFICE_RIGHTS,
  hasControlCharacters,
  MESSAGE,
  RIGHTS,
  supplierDataEndpoint,
  supplierFileListEndpoint,
  supplierFileUploadEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../../../lib/app-error.js';
import { csvAttachmentHeaders } from '../../../lib/csv-export.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import {
  listSupplierFiles,
  loadSupplierFile,
  openSupplierData,
  readMaxSupplierFileBytes,
  type SupplierFileUpload,
} from './supplier-file.service.js';
import type { SupplierFileDeps } from './supplier-file-deps.js';

const FORM_LIMITS = { files: 1, fields: 4, parts: 5, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 };
const FILENAME_MAX = 255;

const formError = (cause?: unknown) =>
  new AppError('VALIDATION_FAILED', { fields: { file: [MESSAGE.selectFile] }, cause });

/** The one file of the form (field `file`), read as it streams up to the limit. */
async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<SupplierFileUpload> {
  if (!request.isMultipart()) throw formError();
  let upload: (SupplierFileUpload & { isNamed: boolean }) | undefined;
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'file' || upload) throw formError();
      const filename = [...part.filename]
        .filter((character) => !hasControlCharacters(character))
        .join('')
        .slice(0, FILENAME_MAX);
      upload = {
        filename: filename || 'supplier-file.csv',
        bytes: Buffer.concat(chunks),
        isTruncated: part.file.truncated,
        isNamed: part.filename !== '',
      };
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    // Only the request's body is read here: a limit it passed, or a body that is no well-formed
    // multipart form (busboy's "Unexpected end of form", a bad part header, a cut-off upload).
    throw formError(error);
  }
  if (!upload) throw formError();
  if (upload.bytes.length === 0 && !upload.isTruncated) {
    // A chosen file without a byte is named as such; no file at all asks for one.
    if (!upload.isNamed) throw formError();
    throw new AppError('VALIDATION_FAILED', { fields: { file: [MESSAGE.documentEmpty] } });
  }
  return { filename: upload.filename, bytes: upload.bytes, isTruncated: upload.isTruncated };
}

/**
 * The supplier file (psa_accounts): the uploads' history and the load (back office), and the
 * download of the current file (psa_accounts.view_supplierdata; the statistics landing links it).
 */
export async function registerSupplierFileRoutes(
  app: FastifyInstance,
  deps: SupplierFileDeps,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: false });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.route({
      ...routeOf(supplierFileListEndpoint),
      config: { access: requireRight(BACKOFFICE_RIGHTS.viewSupplierFile) },
      handler: async (request) => listSupplierFiles(deps, request.query),
    });

    routes.route({
      ...routeOf(supplierFileUploadEndpoint),
      config: { access: requireRight(BACKOFFICE_RIGHTS.changeSupplierFile) },
      handler: async (request, reply) => {
        const maxBytes = await readMaxSupplierFileBytes(deps);
        const upload = await readFilePart(request, maxBytes);
        const file = await loadSupplierFile(deps, request.auth!.userId, upload, maxBytes, request.language);
        return reply.status(201).send(file);
      },
    });

    routes.route({
      ...routeOf(supplierDataEndpoint),
      config: { access: requireRight(RIGHTS.supplierData) },
      handler: async (_request, reply) => {
        const file = await openSupplierData(deps);
        return (
          reply
            .headers(csvAttachmentHeaders(file.filename))
            // A stream, not the string the reply schema's type says: Fastify pipes it as it is.
            .send(file.csv as unknown as string)
        );
      },
    });
  });
}
