import { describe, expect, it } from 'vitest';
import { dimensionsOf, groupByProductGroup, isStandardProduct, pricePerRoll, rollsOf } from './products';

describe('products', () => {
  it('separates standard products (no extra services)', () => {
    expect(isStandardProduct({ extra_services: [] })).toBe(true);
    expect(
      isStandardProduct({
        extra_services: [{ pk: 1, category: 'PARTIAL_ROLL', name: '', image: '', fee: '1' }],
      }),
    ).toBe(false);
  });

  it('groups by product group name in the given order', () => {
    const groups = groupByProductGroup([
      { pk: 1, product_group: { name: 'MOPAR' } },
      { pk: 2, product_group: { name: 'MOPAR' } },
      { pk: 3, product_group: { name: 'bproauto' } },
    ]);
    expect(groups.map((group) => [group.name, group.products.map((product) => product.pk)])).toEqual([
      ['MOPAR', [1, 2]],
      ['bproauto', [3]],
    ]);
  });

  it('describes dimensions with the TT-ribbons suffix', () => {
    expect(dimensionsOf({ label_length: 30, label_width: 20, product_options: [] }, '+ TT-ribbons')).toBe(
      '30 x 20 mm',
    );
    expect(
      dimensionsOf(
        { label_length: 60, label_width: 50, product_options: ['PRODUCT_OPTION_RIBBON'] },
        '+ TT-ribbons',
      ),
    ).toBe('60 x 50 mm + TT-ribbons');
  });

  it('prices one roll exactly and counts whole rolls', () => {
    expect(pricePerRoll({ unit_price: '0.01850', labels_per_unit: 10000 })).toBe('185.00000');
    expect(rollsOf(30000, 10000)).toBe(3);
  });
});
