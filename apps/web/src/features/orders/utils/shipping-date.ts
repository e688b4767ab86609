/**
 * The requested shipping date step 1 starts with (decision 042): the date chosen earlier in this
 * order while it is still possible, else the first possible date (the day after today).
 */
export function initialShippingDate(chosen: string, earliest: string): string {
  return chosen !== '' && chosen >= earliest ? chosen : earliest;
}
