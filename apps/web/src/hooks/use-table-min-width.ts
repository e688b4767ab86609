import { useMediaQuery } from '@mantine/hooks';

/** Widest window (px) of the mobile layout (ordering.md section 9). */
export const MOBILE_MAX_WIDTH_PX = 768;
const COLUMN_MIN_WIDTH_PX = 120;
const EXTRA_MIN_WIDTH_PX = 200;

/** Minimum table width on a narrow window: 120 px per column plus 200. */
export function mobileTableMinWidth(columns: number): number {
  return columns * COLUMN_MIN_WIDTH_PX + EXTRA_MIN_WIDTH_PX;
}

/**
 * The minimum width of a table with this many columns: on a window 768 px wide or less the table
 * keeps 120 px per column plus 200 and scrolls sideways in its container; wider, no minimum.
 */
export function useTableMinWidth(columns: number): number {
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX / 16}em)`, false, {
    getInitialValueInEffect: false,
  });
  return isNarrow ? mobileTableMinWidth(columns) : 0;
}
