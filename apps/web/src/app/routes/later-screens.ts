/**
 * Screens that later issues deliver. Each route exists now (with its guard) and shows the shared
 * NotAvailableYet component with the screen's title.
 */
export interface LaterScreen {
  path: string;
  /** Translation key of the screen's title. */
  titleKey: string;
  /** Right pattern of the guard; '' = any signed-in user. */
  right: string | null;
}

export const GUARDED_LATER_SCREENS: readonly LaterScreen[] = [];
