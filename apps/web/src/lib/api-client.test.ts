import {
  documentUploadEndpoint,
  orderDetailEndpoint,
  requestCancellationEndpoint,
  sendOrderEndpoint,
} from '@label-portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  buildUrl,
  callEndpoint,
  configureApiClient,
  type HttpMethod,
  isFailureReply,
} from './api-client';
import { uploadToEndpoint } from './api-upload';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const onAuthFailure = vi.fn();

function lastInit(): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call?.[1]) throw new Error('fetch was not called');
  return call[1];
}

function lastHeaders(): Record<string, string> {
  return lastInit().headers as Record<string, string>;
}

beforeEach(() => {
  fetchMock.mockReset();
  onAuthFailure.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'sessionid=s1; csrftoken=tok-42' });
  configureApiClient({ getLanguage: () => 'fr', onAuthFailure });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isFailureReply', () => {
  it('treats 2xx replies without errors as success', () => {
    expect(isFailureReply(200, { is_authenticated: true })).toBe(false);
    expect(isFailureReply(200, [{ errors: 'inside an array item' }])).toBe(false);
    expect(isFailureReply(204, undefined)).toBe(false);
  });

  it('treats a reply with an errors field as failure even with status 200', () => {
    expect(isFailureReply(200, { errors: {} })).toBe(true);
  });

  it('treats non-2xx statuses as failure', () => {
    expect(isFailureReply(400, undefined)).toBe(true);
    expect(isFailureReply(500, { ok: true })).toBe(true);
  });
});

describe('buildUrl', () => {
  it('keeps defined query values only', () => {
    expect(buildUrl('/accounts/api/countries/', { lang: 'ar', empty: undefined, none: null })).toBe(
      '/accounts/api/countries/?lang=ar',
    );
    expect(buildUrl('/x/', {})).toBe('/x/');
    expect(buildUrl('/x/', { domains: ['MOPAR', 'Original Part'], status: [3, 4], empty: [] })).toBe(
      '/x/?domains=MOPAR&domains=Original+Part&status=3&status=4',
    );
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials, language and no CSRF header on GET', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ is_authenticated: false, permissions: [] }));
    const reply = await apiRequest('/accounts/api/login/');
    expect(reply).toEqual({ is_authenticated: false, permissions: [] });
    expect(lastInit().credentials).toBe('include');
    expect(lastInit().method).toBe('GET');
    expect(lastHeaders()['Accept-Language']).toBe('fr');
    expect(lastHeaders()['X-CSRFToken']).toBeUndefined();
  });

  it('sends the csrftoken cookie as X-CSRFToken on unsafe methods', async () => {
    for (const method of ['POST', 'PUT', 'PATCH'] satisfies HttpMethod[]) {
      fetchMock.mockResolvedValueOnce(jsonResponse({}));
      await apiRequest('/accounts/api/logout/', { method, body: { a: 1 } });
      expect(lastHeaders()['X-CSRFToken']).toBe('tok-42');
      expect(lastHeaders()['Content-Type']).toBe('application/json');
    }
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await apiRequest('/accounts/api/address/1/', { method: 'DELETE' });
    expect(lastHeaders()['X-CSRFToken']).toBe('tok-42');
    expect(lastInit().method).toBe('DELETE');
  });

  it('adds the extra headers of the call', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 201));
    await apiRequest('/orders/api/orders/', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-12345678' },
    });
    expect(lastHeaders()['Idempotency-Key']).toBe('key-12345678');
    expect(lastHeaders()['X-CSRFToken']).toBe('tok-42');
  });

  it('throws an ApiError carrying status and reply for a 400', async () => {
    const reply = { code: 'LOGIN_FAILED', errors: { detail: 'Unable to log in.' } };
    fetchMock.mockResolvedValueOnce(jsonResponse(reply, 400));
    const error = await apiRequest('/accounts/api/login/', {
      method: 'POST',
      body: {},
      noRedirect: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).reply).toEqual(reply);
    expect((error as ApiError).code).toBe('LOGIN_FAILED');
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('throws for a 200 reply that carries an errors field', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: { token: ['Invalid'] } }, 200));
    await expect(
      apiRequest('/accounts/api/confirmation/', { method: 'POST', body: { token: 'x' } }),
    ).rejects.toMatchObject({
      status: 200,
      reply: { errors: { token: ['Invalid'] } },
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('calls the global handler for 401 and 403 unless noRedirect', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'NOT_AUTHENTICATED', errors: {} }, 401));
    await expect(apiRequest('/accounts/api/users/')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledWith(401, expect.any(ApiError));

    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'FORBIDDEN', errors: {} }, 403));
    await expect(apiRequest('/distribution/api/spool_list/')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenLastCalledWith(403, expect.any(ApiError));

    onAuthFailure.mockReset();
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'NOT_AUTHENTICATED', errors: {} }, 401));
    await expect(apiRequest('/accounts/api/session_heartbeat/', { noRedirect: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not call the global handler for other failures', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'INTERNAL', errors: {} }, 500));
    await expect(apiRequest('/x/')).rejects.toMatchObject({ status: 500 });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x/')).rejects.toMatchObject({ status: 0, reply: undefined });
  });

  it('answers undefined for an empty successful reply and keeps a failing non-JSON reply', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/x/', { method: 'DELETE' })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x/')).rejects.toMatchObject({ status: 502, reply: undefined });
  });

  it('applies the parse option and reports a mismatch as ApiError', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ n: 1 }));
    await expect(apiRequest('/x/', { parse: (data) => (data as { n: number }).n + 1 })).resolves.toBe(2);
    fetchMock.mockResolvedValueOnce(jsonResponse({ n: 1 }));
    const failing = apiRequest('/x/', {
      parse: () => {
        throw new Error('mismatch');
      },
    });
    await expect(failing).rejects.toBeInstanceOf(ApiError);
  });
});

describe('callEndpoint', () => {
  const order = {
    pk: 7,
    order_id: 'A-7',
  };

  it('builds the URL from the path and params and sends the method of the descriptor', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await callEndpoint(orderDetailEndpoint, { params: { pk: 7 } }).catch(() => undefined);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/orders/api/orders/7');
    expect(lastInit().method).toBe('GET');
    expect(lastInit().body).toBeUndefined();
  });

  it('sends the body and headers of the call', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ warnings: [], order }, 201));
    const sent = await callEndpoint(sendOrderEndpoint, {
      body: {} as never,
      headers: { 'idempotency-key': 'key-12345678' },
    });
    expect(sent).toEqual({ warnings: [], order });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/orders/api/orders/');
    expect(lastInit().method).toBe('POST');
    expect(lastInit().body).toBe('{}');
    expect(lastHeaders()['idempotency-key']).toBe('key-12345678');
    expect(lastHeaders()['X-CSRFToken']).toBe('tok-42');
  });

  it("parses the reply with the descriptor's reply schema: extra keys dropped", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ warnings: [], order, internal: 'x' }, 201));
    const sent = await callEndpoint(sendOrderEndpoint, {
      body: {} as never,
      headers: { 'idempotency-key': 'key-12345678' },
    });
    expect(sent).not.toHaveProperty('internal');
  });

  it('refuses a reply that breaks the contract with an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ pk: 'seven' }));
    const error = await callEndpoint(requestCancellationEndpoint, {
      params: { pk: 7 },
      body: { state: 'CANCEL_REQUESTED' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The reply does not match the contract');
    expect(lastInit().method).toBe('PATCH');
    expect(lastInit().body).toBe('{"state":"CANCEL_REQUESTED"}');
  });
});

describe('uploadToEndpoint', () => {
  type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void;

  /** A stand-in XMLHttpRequest: records what is sent, answers what the test says. */
  class FakeXhr {
    static last: FakeXhr;
    method = '';
    url = '';
    withCredentials = false;
    headers: Record<string, string> = {};
    body: unknown;
    status = 0;
    responseText = '';
    private readonly listeners = new Map<string, Listener>();
    readonly upload = {
      listeners: new Map<string, Listener>(),
      addEventListener(type: string, listener: Listener) {
        this.listeners.set(type, listener);
      },
    };

    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, listener);
    }
    send(body: unknown) {
      this.body = body;
    }
    abort() {
      this.listeners.get('abort')?.({});
    }
    progress(loaded: number, total: number) {
      this.upload.listeners.get('progress')?.({ lengthComputable: true, loaded, total });
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.listeners.get('load')?.({});
    }
  }

  const entry = {
    pk: 7,
    category_id: 1,
    category: 'User guide',
    description: '',
    document: '/information/api/documents/7/download/',
    sort_index: 10,
    language: 'en',
    version: 2,
    uploaded_at: '2026-03-01T10:00:00.000Z',
    size: 10,
    filename: 'user-guide-en-v2.pdf',
    content_type: 'application/pdf',
  };

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('posts the form with the language and CSRF headers, tells the progress and parses the reply', async () => {
    const progress: number[] = [];
    const form = new FormData();
    const done = uploadToEndpoint(documentUploadEndpoint, form, {
      onProgress: (value) => progress.push(value),
    });
    const request = FakeXhr.last;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/information/api/document_upload/');
    expect(request.withCredentials).toBe(true);
    expect(request.headers).toMatchObject({ 'Accept-Language': 'fr', 'X-CSRFToken': 'tok-42' });
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(request.body).toBe(form);
    request.progress(50, 200);
    request.progress(200, 200);
    request.answer(201, entry);
    await expect(done).resolves.toEqual(entry);
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with an ApiError carrying the field messages, and tells the 403 handler', async () => {
    const refused = uploadToEndpoint(documentUploadEndpoint, new FormData());
    FakeXhr.last.answer(413, { code: 'VALIDATION_FAILED', errors: { file: ['The file is too large.'] } });
    const error = await refused.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).reply?.errors).toEqual({ file: ['The file is too large.'] });
    expect(onAuthFailure).not.toHaveBeenCalled();

    const forbidden = uploadToEndpoint(documentUploadEndpoint, new FormData());
    FakeXhr.last.answer(403, { code: 'FORBIDDEN', errors: { detail: 'no' } });
    await expect(forbidden).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledWith(403, expect.any(ApiError));
  });
});
