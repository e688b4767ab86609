import { describe, expect, it } from 'vitest';
import { fillPath, pathParamNames } from './define.js';
import { ENDPOINTS } from './index.js';

describe('ENDPOINTS', () => {
  it('names each endpoint once', () => {
    const names = ENDPOINTS.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('describes each method and path once', () => {
    const keys = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a params schema exactly when the path has parameters', () => {
    for (const endpoint of ENDPOINTS) {
      expect(endpoint.params !== undefined, endpoint.name).toBe(pathParamNames(endpoint.path).length > 0);
    }
  });
});

describe('fillPath', () => {
  it('fills and encodes the parameters', () => {
    expect(fillPath('/orders/api/orders/:pk', { pk: 12 })).toBe('/orders/api/orders/12');
    expect(fillPath('/a/:name/b', { name: 'x/y z' })).toBe('/a/x%2Fy%20z/b');
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/orders/api/orders/')).toBe('/orders/api/orders/');
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => fillPath('/orders/api/orders/:pk', {})).toThrow('Path parameter pk missing');
    expect(() => fillPath('/orders/api/orders/:pk', { pk: '' })).toThrow('Path parameter pk missing');
  });
});
