import { describe, expect, it } from 'vitest';
import { buildOrderWarnings } from './send-order.warnings.js';

const base = {
  blocking: { reasons: [], nonActivatedOrders: 0, maxNonActivatedOrders: 2 },
  quantityByGroup: new Map([[1, 500]]),
  balances: new Map([[1, 1_000]]),
  groupNames: new Map([[1, 'MOPAR']]),
  transportByCustomer: false,
};

describe('buildOrderWarnings', () => {
  it('warns of nothing for an order within quota, provider transport and no pending activation', () => {
    expect(buildOrderWarnings({ ...base, language: 'en' })).toEqual([]);
  });

  it('answers each warning from the message catalogue in English', () => {
    const warnings = buildOrderWarnings({
      ...base,
      language: 'en',
      transportByCustomer: true,
      balances: new Map([[1, 499]]),
      blocking: { reasons: [], nonActivatedOrders: 1, maxNonActivatedOrders: 2 },
    });
    expect(warnings).toEqual([
      {
        code: 'DELIVERY_NOTE',
        kind: 'delivery',
        message: "Delivery is FCA at the provider's site (Incoterms 2020): please organise the pick-up.",
      },
      {
        code: 'QUOTA_EXCEEDED',
        kind: 'delivery',
        message:
          'The quota of MOPAR is exceeded by this order: customer service will contact you before delivery.',
      },
      {
        code: 'NON_ACTIVATED_ORDERS_NEXT_BLOCKS',
        kind: 'activation',
        message:
          'You have shipped orders with labels that are not activated yet. One more such order will block ordering: please activate the labels you received.',
      },
    ]);
  });

  it('answers them in French for a French request', () => {
    const warnings = buildOrderWarnings({
      ...base,
      language: 'fr',
      transportByCustomer: true,
      balances: new Map([[1, 0]]),
    });
    expect(warnings.map((warning) => warning.message)).toEqual([
      'Livraison FCA sur le site du fournisseur (Incoterms 2020)\u00a0: veuillez organiser l’enlèvement.',
      'Le quota MOPAR est dépassé par cette commande\u00a0: le service client vous contactera avant la livraison.',
    ]);
  });

  it('accepts an order that uses the quota exactly', () => {
    const warnings = buildOrderWarnings({ ...base, language: 'en', balances: new Map([[1, 500]]) });
    expect(warnings).toEqual([]);
  });
});
