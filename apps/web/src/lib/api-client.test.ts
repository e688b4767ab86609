import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, buildUrl, configureApiClient, isFailureReply } from './api-client';

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
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials, language and no CSRF header on GET', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ is_authenticated: false, permissions: [] }));
    const reply = await api.get('/accounts/api/login/');
    expect(reply).toEqual({ is_authenticated: false, permissions: [] });
    expect(lastInit().credentials).toBe('include');
    expect(lastInit().method).toBe('GET');
    expect(lastHeaders()['Accept-Language']).toBe('fr');
    expect(lastHeaders()['X-CSRFToken']).toBeUndefined();
  });

  it('sends the csrftoken cookie as X-CSRFToken on unsafe methods', async () => {
    for (const send of [api.post, api.put, api.patch]) {
      fetchMock.mockResolvedValueOnce(jsonResponse({}));
      await send('/accounts/api/logout/', { a: 1 });
      expect(lastHeaders()['X-CSRFToken']).toBe('tok-42');
      expect(lastHeaders()['Content-Type']).toBe('application/json');
    }
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await api.delete('/accounts/api/address/1/');
    expect(lastHeaders()['X-CSRFToken']).toBe('tok-42');
    expect(lastInit().method).toBe('DELETE');
  });

  it('adds the extra headers of the call', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 201));
    await api.post('/orders/api/orders/', {}, { headers: { 'Idempotency-Key': 'key-12345678' } });
    expect(lastHeaders()['Idempotency-Key']).toBe('key-12345678');
    expect(lastHeaders()['X-CSRFToken']).toBe('tok-42');
  });

  it('throws an ApiError carrying status and reply for a 400', async () => {
    const reply = { code: 'LOGIN_FAILED', errors: { detail: 'Unable to log in.' } };
    fetchMock.mockResolvedValueOnce(jsonResponse(reply, 400));
    const error = await api.post('/accounts/api/login/', {}, { noRedirect: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).reply).toEqual(reply);
    expect((error as ApiError).code).toBe('LOGIN_FAILED');
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('throws for a 200 reply that carries an errors field', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: { token: ['Invalid'] } }, 200));
    await expect(api.post('/accounts/api/confirmation/', { token: 'x' })).rejects.toMatchObject({
      status: 200,
      reply: { errors: { token: ['Invalid'] } },
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('calls the global handler for 401 and 403 unless noRedirect', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'NOT_AUTHENTICATED', errors: {} }, 401));
    await expect(api.get('/accounts/api/users/')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledWith(401, expect.any(ApiError));

    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'FORBIDDEN', errors: {} }, 403));
    await expect(api.get('/distribution/api/spool_list/')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenLastCalledWith(403, expect.any(ApiError));

    onAuthFailure.mockReset();
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'NOT_AUTHENTICATED', errors: {} }, 401));
    await expect(api.get('/accounts/api/session_heartbeat/', { noRedirect: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not call the global handler for other failures', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'INTERNAL', errors: {} }, 500));
    await expect(api.get('/x/')).rejects.toMatchObject({ status: 500 });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/x/')).rejects.toMatchObject({ status: 0, reply: undefined });
  });

  it('answers undefined for an empty successful reply and keeps a failing non-JSON reply', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/x/')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/x/')).rejects.toMatchObject({ status: 502, reply: undefined });
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
