import multipart from '@fastify/multipart';
import {
  documentDownloadEndpoint,
  documentListEndpoint,
  documentUploadEndpoint,
  documentUploadJsonEndpoint,
  MESSAGE,
  RIGHTS,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.js';
import { attachmentHeaders } from '../../../lib/attachment.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight, SIGNED_IN } from '../../../plugins/access.js';
import { jsonUploadBodyLimit } from './document-checks.js';
import { uploadDocumentFromDataUrl, uploadDocumentFromParts } from './document-upload.service.js';
import { listDocuments, readDocumentFile } from './documents.service.js';
import type { DocumentsDeps } from './documents-deps.js';

/** The limits of a multipart upload beside its file's: a few short text fields and one file. */
const FORM_LIMITS = { files: 1, fields: 8, parts: 10, fieldSize: 4096, fieldNameSize: 100, headerPairs: 50 };

/**
 * The documentation library: the list (anyone signed in), the uploads (JSON with a data URL, and
 * multipart for the web; information.add_documentversion) and the downloads (anyone signed in).
 */
export async function registerDocumentRoutes(app: FastifyInstance, deps: DocumentsDeps): Promise<void> {
  const upload = { access: requireRight(RIGHTS.uploadDocument) };

  await app.register(async (scope) => {
    // The multipart parser serves the upload route only: any other route answers 415 to a form.
    await scope.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: false });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.route({
      ...routeOf(documentListEndpoint),
      config: { access: SIGNED_IN },
      handler: async (request) => listDocuments(deps, request.language),
    });

    routes.route({
      ...routeOf(documentUploadJsonEndpoint),
      // A data URL of the largest file the setting may ever allow (decision 146).
      bodyLimit: jsonUploadBodyLimit(),
      config: upload,
      handler: async (request, reply) => {
        const entry = await uploadDocumentFromDataUrl(
          deps,
          request.auth!.userId,
          request.body,
          request.language,
        );
        return reply.status(201).send(entry);
      },
    });

    routes.route({
      ...routeOf(documentUploadEndpoint),
      config: upload,
      handler: async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.documentUploadForm });
        const entry = await uploadDocumentFromParts(
          deps,
          request.auth!.userId,
          ({ fileSize }) => request.parts({ limits: { ...FORM_LIMITS, fileSize } }),
          request.language,
        );
        return reply.status(201).send(entry);
      },
    });

    routes.route({
      ...routeOf(documentDownloadEndpoint),
      config: { access: SIGNED_IN },
      handler: async (request, reply) => {
        const file = await readDocumentFile(deps, request.params.pk);
        // Always a download: the name is the server's own, the type the one read from the content
        // at upload. Bytes, not the JSON the reply schema's types expect: Fastify sends a Buffer as it is.
        return reply
          .headers(attachmentHeaders(file.filename, file.contentType))
          .send(file.bytes as unknown as string);
      },
    });
  });
}
