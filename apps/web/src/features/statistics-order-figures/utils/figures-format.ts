import type { OrderFigures } from '@label-portal/contract';

/** "janv. 2026" / "Jan 2026": a yyyy-MM month in the user's language. */
export function formatMonth(month: string, language: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export type FiguresMetric = 'labels' | 'orders';

/** One chart row per month: its label and, per product group, the chosen figure. */
export function chartRowsOf(
  figures: OrderFigures,
  metric: FiguresMetric,
  language: string,
): Record<string, string | number>[] {
  return figures.months.map((month) => ({
    month: formatMonth(month.month, language),
    ...Object.fromEntries(month.groups.map((group) => [group.product_group, group[metric]])),
  }));
}

/** Each catalogue group keeps its colour on every screen and in every range. */
const GROUP_COLOURS: Record<string, string> = {
  'Original Part': 'blue.6',
  Accessories: 'teal.6',
  Eurorepar: 'orange.6',
  MOPAR: 'grape.6',
  SUSTAINera: 'green.7',
  bproauto: 'red.6',
};
const SPARE_COLOURS = ['cyan.6', 'yellow.7', 'pink.6', 'indigo.6', 'lime.7'];

export function groupColourOf(group: string, index: number): string {
  return GROUP_COLOURS[group] ?? SPARE_COLOURS[index % SPARE_COLOURS.length]!;
}
