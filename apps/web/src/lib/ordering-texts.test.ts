import { MESSAGES_EN } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

/** The English texts of ordering.md, word for word. */
describe('ordering texts', () => {
  it('keep the screen texts of the specification', () => {
    expect(en.ordering.heading).toBe('SECURITY LABEL ORDERING');
    expect(en.ordering.tabs.standard).toBe('STANDARD PRODUCTS');
    expect(en.ordering.tabs.nonStandard).toBe('NON-STANDARD-PRODUCTS');
    expect(en.ordering.switchDialog.title).toBe('Switching between Standard- and Non-Standard-Orders');
    expect(en.ordering.checkout).toBe('CHECKOUT');
    expect(en.ordering.minimumNotReached).toBe('Minimum order quantity not reached.');
    expect(en.ordering.largeOrder).toBe(
      'You ordered more than 1.5 Mio. labels: Please check your order and make sure that this is actually what you intended to do!',
    );
    expect(en.ordering.table.ribbonSuffix).toBe('+ TT-ribbons');
    expect(en.costs.includedInLabelPrice).toBe('Included in the label price.');
    expect(en.costs.additionalCosts).toBe('Order triggers additional costs.');
    expect(en.costs.ordersBelow).toBe('Orders below {{total}} trigger additional costs.');
    expect(en.orderSummary.continue).toBe('CONTINUE');
    expect(en.orderSummary.sendOrder).toBe('SEND ORDER');
    expect(en.orderSummary.transportYourself).toBe('Organize transport yourself');
    expect(en.orderSummary.missingOrderNo.title).toBe('Your purchase order number is missing');
    expect(en.orderSummary.placementTitle).toBe('Order placement');
    expect(en.orderSummary.placementFailed).toBe('The order placement failed - please try again.');
    expect(en.orderSummary.thankYou.text).toBe('Your order was successfully placed.');
    expect(en.orderSummary.error.text).toBe('Unfortunately an error occured while processing your order.');
    expect(en.history.heading).toBe('HISTORY OF YOUR ORDERS');
    expect(en.history.empty).toBe('No orders available.');
    expect(en.history.pagination.page).toBe('Page {{page}} of {{pages}}');
    expect(en.history.cancelDialog.text).toBe('Do you want to cancel the order?');
    expect(en.history.cancelSent).toBe('A request to cancel your order was sent to the customer service.');
    expect(en.history.repeat).toBe('REPEAT');
    expect(en.history.cancel).toBe('CANCEL');
    expect(en.common.yes).toBe('YES');
    expect(en.common.no).toBe('NO');
    expect(en.ordering.blockedShort).toEqual({
      UNPAID_BILLS: 'Has not paid due bills',
      INACTIVITY: 'Has not ordered for years',
      NON_ACTIVATED_ORDERS: 'Has not activated delivered labels',
    });
    expect(en.ordering.print.completeAndConfirm).toBe('Please complete and confirm your data.');
    expect(en.ordering.ns.unconfirmed).toBe('Please complete your data or clear the form below.');
    expect(en.ordering.print.checkThisBox).toBe('please check this box');
    expect(en.ordering.print.clear).toBe('CLEAR PRINT DATA');
    expect(en.ordering.ns.partialAcknowledge).toBe(
      'You have partial rolls without label imprint in your order: please check your order positions again and confirm here that this is correct.',
    );
  });

  it('take the blocking and pending texts from the contract', () => {
    expect(MESSAGES_EN['errors.blockedUnpaidBills']).toBe('Company blocked due to unpaid bills.');
    expect(MESSAGES_EN['errors.deliveryAddressPending']).toBe(
      'Currently you cannot order: Your delivery address has yet to be approved.',
    );
  });
});
