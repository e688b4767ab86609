import type { CompanyProfile } from '@label-portal/contract';
import { earliestShippingDate } from '@label-portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { cartActions, useCart } from '../hooks/use-cart';
import { forgetNavigationForTests } from '../hooks/use-heading-focus';
import { CART_STORAGE_KEY } from '../utils/cart-storage';
import { ORDER_PROCESS_PATH, summaryPath } from '../utils/paths';
import { AddressDeliveryStep } from './address-delivery-step';

const address = (pk: number) => ({
  pk,
  company_name: 'Demo Parts',
  street_address: 'Rue 1',
  address_details: '',
  postal_code: '75001',
  city: 'Paris',
  country: 'France',
  country_code: 'FR',
});
const company = {
  pk: 1,
  transport_restriction: 'NONE',
  delivery_address: { ...address(11), state: 'APPROVED' },
  billing_address: address(12),
} as unknown as CompanyProfile;

function OrderProcessStub() {
  const cart = useCart();
  return <p>Order process with {cart.rows.length} row(s)</p>;
}

function renderSteps(start: 'direct' | 'navigated') {
  const router = createMemoryRouter(
    [
      { path: '/start', element: <Link to={summaryPath('addressAndDelivery')}>CHECKOUT</Link> },
      { path: ORDER_PROCESS_PATH, element: <OrderProcessStub /> },
      { path: summaryPath('addressAndDelivery'), element: <AddressDeliveryStep company={company} /> },
    ],
    { initialEntries: [start === 'direct' ? summaryPath('addressAndDelivery') : '/start'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const heading = () => screen.getByRole('heading', { name: 'Address and delivery' });

describe('AddressDeliveryStep', () => {
  beforeEach(() => {
    forgetNavigationForTests();
    cartActions.signOut();
    cartActions.setRolls({ pk: 5, labels_per_unit: 10000 }, 3);
  });

  it('BACK returns to the order process with the cart kept, in the tab storage too (defect 2)', async () => {
    const user = userEvent.setup();
    renderSteps('direct');
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByText('Order process with 1 row(s)')).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(stored.rows).toEqual([expect.objectContaining({ product: 5, quantity: 30000 })]);
  });

  it('moves the focus to the step heading when the user arrives from another step (defect 9)', async () => {
    const user = userEvent.setup();
    renderSteps('navigated');
    await user.click(screen.getByRole('link', { name: 'CHECKOUT' }));
    expect(heading()).toHaveFocus();
  });

  it('leaves the focus alone on the first page of a visit (a reload)', () => {
    renderSteps('direct');
    expect(heading()).not.toHaveFocus();
  });

  it('prefills the first possible shipping date (decision 042)', () => {
    renderSteps('direct');
    expect(screen.getByLabelText(/Requested shipping date/)).toHaveValue(earliestShippingDate());
  });
});
