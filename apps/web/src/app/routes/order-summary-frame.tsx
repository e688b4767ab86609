/** The order summary's frame and its last steps, as lazy route modules of the router. */
export {
  OrderError as OrderErrorRoute,
  OrderSummaryLayout as OrderSummaryLayoutRoute,
  ThankYou as ThankYouRoute,
} from '../../features/orders';
