import { type Endpoint, fillPath, type ReplyOf } from '@label-portal/contract';
import {
  ApiError,
  type ApiErrorReply,
  buildHeaders,
  currentApiLanguage,
  isFailureReply,
  reportAuthFailure,
} from './api-client';

export interface UploadOptions {
  /** Told how much of the body was sent, from 0 to 1, as the browser sends it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a form (multipart/form-data) to an endpoint with XMLHttpRequest, whose upload events tell
 * the progress that fetch cannot. Otherwise like callEndpoint: Accept-Language and the CSRF header,
 * cookies, the generic failure rule, the 401/403 handler, and the reply parsed with the descriptor.
 */
export function uploadToEndpoint<const E extends Endpoint>(
  endpoint: E,
  form: FormData,
  options: UploadOptions = {},
): Promise<ReplyOf<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, fillPath(endpoint.path));
    request.withCredentials = true;
    for (const [name, value] of Object.entries(buildHeaders(endpoint.method, false, currentApiLanguage()))) {
      request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      let valid = true;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        valid = false;
      }
      if (isFailureReply(request.status, body)) {
        const error = new ApiError(
          request.status,
          typeof body === 'object' && body !== null && !Array.isArray(body)
            ? (body as ApiErrorReply)
            : undefined,
        );
        reportAuthFailure(error);
        reject(error);
        return;
      }
      if (!valid) {
        reject(new ApiError(request.status, undefined, 'The reply is not valid JSON'));
        return;
      }
      try {
        resolve(endpoint.reply.parse(body) as ReplyOf<E>);
      } catch (cause) {
        reject(new ApiError(request.status, undefined, 'The reply does not match the contract', { cause }));
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, undefined, 'Network error')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was stopped', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
