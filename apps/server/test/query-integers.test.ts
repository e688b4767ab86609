import { describe, expect, it } from 'vitest';
import { signedInClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

function supplier() {
  return signedInClient(context.app, 'supplier@demo.example', '12345A0001');
}

describe('whole numbers in query strings and paths', () => {
  it.each([['0x10'], ['%2B1'], ['-1'], ['1e1'], ['1.0'], [''], ['%20'], ['%201']])(
    'refuses limit=%s with the whole-number message',
    async (text) => {
      const client = await supplier();
      const response = await client.get(`/orders/api/orders/?limit=${text}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        errors: { limit: ['Enter a whole number using the digits 0 to 9 only.'] },
      });
    },
  );

  it('refuses a limit out of bounds naming the bound, in French too', async () => {
    const client = await supplier();
    const tooLarge = await client.get('/orders/api/orders/?limit=101');
    expect(tooLarge.json().errors).toEqual({ limit: ['Ensure this value is less than or equal to 100.'] });
    const tooSmall = await client.get('/orders/api/orders/?limit=0', { 'accept-language': 'fr' });
    expect(tooSmall.json().errors).toEqual({
      limit: ['Assurez-vous que cette valeur est supérieure ou égale à 1.'],
    });
    const offset = await client.get('/orders/api/orders/?offset=%2B0');
    expect(offset.json().errors).toEqual({ offset: ['Enter a whole number using the digits 0 to 9 only.'] });
  });

  it('accepts decimal digits and the defaults', async () => {
    const client = await supplier();
    const sixteen = await client.get('/orders/api/orders/?limit=16&offset=0');
    expect(sixteen.statusCode).toBe(200);
    expect(sixteen.json().results.length).toBeLessThanOrEqual(16);
    const padded = await client.get('/orders/api/orders/?limit=002');
    expect(padded.json().results.length).toBeLessThanOrEqual(2);
    expect(padded.json().next ?? '').toMatch(/limit=2|^$/);
    expect((await client.get('/orders/api/orders/')).statusCode).toBe(200);
  });

  it.each([['0x10'], ['%2B1'], ['1e1'], ['%20']])('refuses the order id %s in the path', async (text) => {
    const client = await supplier();
    const response = await client.get(`/orders/api/orders/${text}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', errors: { pk: ['Invalid value'] } });
  });
});
