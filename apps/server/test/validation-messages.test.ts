import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

// Every refusal speaks the message catalogue, in the request's language: zod's own English texts
// ("Invalid input: expected string, received null", "Unrecognized key") and the framework's ("Body
// is not valid JSON…") never reach a client (found by fuzzing the API, decision 282).
const context = useTestApp();
let staff: TestClient;
let supplier: TestClient;

beforeAll(async () => {
  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  supplier = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
});

const FR = { 'accept-language': 'fr' };

describe('schema issues without a message of their own', () => {
  it('an unknown choice and a repeated query parameter: Invalid value, in English and French', async () => {
    const lang = await supplier.get('/accounts/api/countries/?lang=de');
    expect(lang.statusCode).toBe(400);
    expect(lang.json().errors).toEqual({ lang: ['Invalid value'] });
    const state = await supplier.get('/orders/api/orders/?q_state=FOO', FR);
    expect(state.statusCode).toBe(400);
    expect(state.json().errors).toEqual({ q_state: ['Valeur invalide'] });
    const twice = await staff.get('/backoffice/api/mailbox/?recipient=a&recipient=b');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ recipient: ['Invalid value'] });
  });

  it('a missing list is Required, a null text Invalid value', async () => {
    const draft = await supplier.post('/orders/api/order_draft/', {});
    expect(draft.statusCode).toBe(400);
    expect(draft.json().errors.order_positions).toEqual(['Required']);
    const address = await supplier.post('/accounts/api/address/', { company_name: null });
    expect(address.statusCode).toBe(400);
    expect(address.json().errors.company_name).toEqual(['Invalid value']);
  });

  it('a text over its limit names the limit; 100 characters pass', async () => {
    const at = await staff.get(`/backoffice/api/companies/?name=${'a'.repeat(100)}`);
    expect(at.statusCode).toBe(200);
    const over = await staff.get(`/backoffice/api/companies/?name=${'a'.repeat(101)}`, FR);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ name: ['Ce champ ne doit pas dépasser 100 caractères.'] });
    // A NUL once reached PostgreSQL ("Some of the data sent cannot be stored.", on no field).
    for (const field of ['name', 'cofor6', 'city', 'after']) {
      const nul = await staff.get(`/backoffice/api/companies/?${field}=a%00b`);
      expect(nul.statusCode, field).toBe(400);
      expect(nul.json().errors, field).toEqual({
        [field]: ['Remove the control characters (such as NUL) from this text.'],
      });
    }
  });

  it('a field the call does not know is named as not allowed', async () => {
    const response = await staff.request('PATCH', '/backoffice/api/companies/1/', {
      body: { version: 1, zz: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('This request carries a field that is not allowed.');
    expect(JSON.stringify(response.json())).not.toMatch(/Unrecognized key|Invalid input|expected/);
  });
});

describe('bodies the framework cannot read', () => {
  it('malformed JSON, an empty JSON body and an unknown content type, in English and French', async () => {
    const malformed = await supplier.request('POST', '/orders/api/order_draft/', {
      body: '{"order_positions": [',
      headers: { 'content-type': 'application/json', ...FR },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { detail: 'Le corps de la requête n’est pas un JSON valide.' },
    });
    const empty = await supplier.request('POST', '/orders/api/order_draft/', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ detail: 'The request body is empty.' });
    const xml = await supplier.request('POST', '/orders/api/order_draft/', {
      body: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().errors).toEqual({ detail: 'This kind of request body is not accepted here.' });
  });
});

describe('a body that is no JSON object', () => {
  it('null, a list or a text where an object is expected: the body is named, not a field', async () => {
    for (const body of ['null', '[]', '"text"', '5']) {
      const response = await supplier.request('POST', '/orders/api/order_draft/', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().errors, body).toEqual({
        non_field_errors: ['The request body must be a JSON object.'],
      });
    }
    const french = await staff.request('POST', '/backoffice/api/api_keys/1/revoke/', {
      body: 'null',
      headers: { 'content-type': 'application/json', ...FR },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().errors).toEqual({
      non_field_errors: ['Le corps de la requête doit être un objet JSON.'],
    });
  });
});

describe('the version a change was read at (one schema for every record)', () => {
  it('a negative or fractional version is refused on its field; 0 is a version, stale here (409)', async () => {
    const key = (
      await staff.post('/backoffice/api/api_keys/', { name: 'Versions', scope: 'label_activation' })
    ).json();
    const cases: [string, string, Record<string, unknown>][] = [
      ['POST', `/backoffice/api/api_keys/${key.id}/revoke/`, {}],
      ['PATCH', '/backoffice/api/companies/1/', {}],
      ['POST', '/backoffice/api/orders/1/ship/', {}],
      ['PATCH', '/backoffice/api/users/1/', {}],
    ];
    for (const [method, url, rest] of cases) {
      for (const version of [-1, 1.5, 2_147_483_648]) {
        const response = await staff.request(method as 'POST', url, { body: { ...rest, version } });
        expect(response.statusCode, `${url} ${version}`).toBe(400);
        expect(response.json().errors, `${url} ${version}`).toEqual({ version: ['Invalid value'] });
      }
    }
    const zero = await staff.post(`/backoffice/api/api_keys/${key.id}/revoke/`, { version: 0 });
    expect(zero.statusCode).toBe(409);
  });
});

describe('days PostgreSQL cannot hold are refused on their field (2000-01-01 to 2099-12-31)', () => {
  it('the back-office orders and the audit log filters', async () => {
    for (const url of [
      '/backoffice/api/orders/?from=2000-01-01&to=2099-12-31',
      '/backoffice/api/audit/?from=2000-01-01&to=2099-12-31',
    ]) {
      expect((await staff.get(url)).statusCode, url).toBe(200);
    }
    const cases: [string, string][] = [
      ['/backoffice/api/orders/?to=9999-12-31', 'to'],
      ['/backoffice/api/orders/?from=1999-12-31', 'from'],
      ['/backoffice/api/audit/?from=0000-01-01', 'from'],
      ['/backoffice/api/audit/?to=2100-01-01', 'to'],
    ];
    for (const [url, field] of cases) {
      const response = await staff.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({
        [field]: ['Enter a date between 2000-01-01 and 2099-12-31.'],
      });
    }
    // A reversed range of the back-office orders, on its end; one day (from = to) is a range.
    expect((await staff.get('/backoffice/api/orders/?from=2026-01-01&to=2026-01-01')).statusCode).toBe(200);
    const reversed = await staff.get('/backoffice/api/orders/?from=2026-01-02&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ to: ['The end date is before the start date.'] });
    const french = await staff.get('/backoffice/api/audit/?to=2100-01-01', FR);
    expect(french.json().errors).toEqual({
      to: ['Saisissez une date entre le 2000-01-01 et le 2099-12-31.'],
    });
  });
});

describe('message keys beside the texts (issue 31, decision 308)', () => {
  const KEYS = { 'x-message-keys': '1' };

  it('each per-field text has its catalogue key and values, in the order of the texts', async () => {
    const over = await staff.get(`/backoffice/api/companies/?name=${'a'.repeat(101)}`, { ...FR, ...KEYS });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { name: ['Ce champ ne doit pas dépasser 100 caractères.'] },
      message_keys: { name: [{ key: 'validation.maxLength', params: { max: 100 } }] },
    });
    const draft = await supplier.request('POST', '/orders/api/order_draft/', { body: {}, headers: KEYS });
    expect(draft.json().errors.order_positions).toEqual(['Required']);
    expect(draft.json().message_keys.order_positions).toEqual([{ key: 'validation.required' }]);
  });

  it('the form-level detail has its key; a reply without catalogue texts has none', async () => {
    const missing = await supplier.get('/no/such/api/', KEYS);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'NOT_FOUND',
      errors: { detail: 'Not found.' },
      message_keys: { detail: { key: 'errors.notFound' } },
    });
  });

  it('a client that does not ask for them gets the texts only, as before', async () => {
    const over = await staff.get(`/backoffice/api/companies/?name=${'a'.repeat(101)}`);
    expect(over.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { name: ['Ensure this field has no more than 100 characters.'] },
    });
  });
});
