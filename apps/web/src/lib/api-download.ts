import { type Endpoint, fillPath, type QueryOf } from '@label-portal/contract';
import {
  ApiError,
  type ApiErrorReply,
  buildUrl,
  currentApiLanguage,
  type QueryValue,
  reportAuthFailure,
} from './api-client';

/** How far a download has come: bytes received and text lines ended so far. */
export interface DownloadProgress {
  bytes: number;
  lines: number;
}

export interface DownloadOptions {
  /** The path's parameters (`:order_id` …), when the endpoint has any. */
  params?: Readonly<Record<string, string | number>>;
  /** Told after every chunk the server sent. */
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, if any. */
  fileName: string | undefined;
  lines: number;
}

const LINE_FEED = 10;

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function readFileName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed extended name: fall back to the plain one
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || undefined;
}

function countLineFeeds(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === LINE_FEED) count++;
  return count;
}

async function readFailure(response: Response): Promise<ApiError> {
  let reply: ApiErrorReply | undefined;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) reply = body as ApiErrorReply;
  } catch {
    reply = undefined;
  }
  const error = new ApiError(response.status, reply);
  reportAuthFailure(error);
  return error;
}

/**
 * Downloads a file endpoint (a streamed CSV, a PDF) with fetch, reading the body chunk by chunk so
 * the screen can show how much has arrived, and answers the whole file as a Blob. A failing answer
 * throws an ApiError with the reply's `{ code, errors }`, as every call does (401/403 go to the
 * app's handler); an abort throws the signal's reason.
 */
export async function downloadEndpoint<const E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E> | undefined,
  options: DownloadOptions = {},
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(
      buildUrl(fillPath(endpoint.path, options.params), query as Record<string, QueryValue> | undefined),
      {
        method: 'GET',
        headers: { 'Accept-Language': currentApiLanguage() },
        credentials: 'include',
        signal: options.signal,
      },
    );
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, undefined, 'Network error', { cause });
  }
  if (!response.ok) throw await readFailure(response);

  const chunks: Uint8Array[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0 };
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      progress.bytes += value.byteLength;
      progress.lines += countLineFeeds(value);
      options.onProgress?.({ ...progress });
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    progress.bytes = buffer.byteLength;
    progress.lines = countLineFeeds(buffer);
    options.onProgress?.({ ...progress });
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: readFileName(response.headers.get('Content-Disposition')),
    lines: progress.lines,
  };
}

/** Hands a downloaded file to the browser's save, as a link with `download` would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
