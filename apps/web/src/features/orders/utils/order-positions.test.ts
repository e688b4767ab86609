import { describe, expect, it } from 'vitest';
import { positionDimensions, positionRolls, printFieldLines, repeatEntriesOf } from './order-positions';

const field = (
  index: number,
  description: string,
  value: string | number | boolean | null,
  options: { value: string; label: string }[] = [],
) => ({
  index,
  name: `f${index}`,
  description,
  value,
  field_type: typeof value === 'boolean' ? ('BOOLEAN' as const) : ('STRING' as const),
  options,
});

describe('printFieldLines', () => {
  it('shows "index - description: value" with Yes/No and option labels, in index order', () => {
    const lines = printFieldLines(
      {
        extra_service_data: [
          { extra_service: 2, category: 'PRINT_DESIGN', fields: [] },
          {
            extra_service: 3,
            category: 'PRINTING',
            fields: [
              field(6, 'Made in', 'FR', [{ value: 'FR', label: 'France' }]),
              field(1, 'Part number', '1612783580'),
              field(2, 'Exchange part', false),
              field(3, 'Urgent', true),
              field(4, 'Quantity', 4),
              field(5, 'Empty', null),
            ],
          },
        ],
      },
      'Yes',
      'No',
    );
    expect(lines).toEqual([
      '1 - Part number: 1612783580',
      '2 - Exchange part: No',
      '3 - Urgent: Yes',
      '4 - Quantity: 4',
      '5 - Empty: ',
      '6 - Made in: France',
    ]);
  });

  it('is empty without printing data', () => {
    expect(printFieldLines({ extra_service_data: [] }, 'Yes', 'No')).toEqual([]);
  });
});

describe('positions', () => {
  const product = {
    pk: 3,
    label_length: 60,
    label_width: 50,
    description: '',
    product_options: ['PRODUCT_OPTION_RIBBON'],
    customer_reference: 'R',
    image: '',
    rewind_flag: false,
    note: '',
    destination: '',
    labels_per_unit: 2000,
    product_group: { name: 'MOPAR' },
    blocked: false,
  };

  it('shows rolls with up to 4 decimals and the dimensions', () => {
    expect(positionRolls({ quantity: 1200, product })).toBe(0.6);
    expect(positionRolls({ quantity: 2001, product: { ...product, labels_per_unit: 3 } })).toBe(667);
    expect(positionRolls({ quantity: 1, product: { ...product, labels_per_unit: 3 } })).toBe(0.3333);
    expect(positionDimensions(product, '+ TT-ribbons')).toBe('60 x 50 mm + TT-ribbons');
  });

  it('copies product and labels for REPEAT', () => {
    expect(repeatEntriesOf([{ product, quantity: 4000 }])).toEqual([{ product: 3, quantity: 4000 }]);
  });
});
