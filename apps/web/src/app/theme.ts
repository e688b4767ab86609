import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Shades 7 to 9 of Mantine's palettes darkened until they pass WCAG AA (decision 052): shade 7 is
 * the filled colour under white text (>= 4.5:1), shade 9 the text of the light variant on shade 0
 * or 1 (>= 4.5:1). Shades 0 to 6 stay Mantine's.
 */
const DARK_SHADES = {
  red: ['#d63737', '#c32b2b', '#b12525'],
  green: ['#298439', '#237532', '#216a30'],
  teal: ['#09835f', '#077654', '#07694c'],
  blue: ['#1a75c7', '#1769b4', '#175ea1'],
  orange: ['#c15005', '#b04409', '#a5370b'],
  yellow: ['#9f6700', '#975800', '#8f4a00'],
  cyan: ['#0d7e90', '#0a7182', '#0a6576'],
} as const;

function withDarkShades(name: keyof typeof DARK_SHADES): MantineColorsTuple {
  return [...DEFAULT_THEME.colors[name].slice(0, 7), ...DARK_SHADES[name]] as unknown as MantineColorsTuple;
}

/** Hint text (c="dimmed", descriptions, placeholders): >= 4.5:1 on white and on the light greys. */
export const HINT_GREY = '#5c6268';

/** Field error messages and error borders (Mantine's red 6 gives 3.3:1 on white): >= 4.5:1. */
export const ERROR_RED = DARK_SHADES.red[1];

/** Every dropdown: rows 40 px high (app/dropdowns.css), at most 8 visible (decision 053). */
export const DROPDOWN_ROW_HEIGHT_PX = 40;
export const DROPDOWN_VISIBLE_ROWS = 8;
const dropdownDefaults = {
  defaultProps: { maxDropdownHeight: DROPDOWN_ROW_HEIGHT_PX * DROPDOWN_VISIBLE_ROWS },
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': HINT_GREY,
    '--mantine-color-placeholder': HINT_GREY,
    '--mantine-color-error': ERROR_RED,
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  focusRing: 'auto',
  // Users who ask their system for less motion get modals, menus and dropdowns without transitions.
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects, not Select.extend(): the theme must not bring the dropdowns into the first load.
  components: {
    Select: dropdownDefaults,
    MultiSelect: dropdownDefaults,
    Autocomplete: dropdownDefaults,
    TagsInput: dropdownDefaults,
  },
  colors: {
    red: withDarkShades('red'),
    green: withDarkShades('green'),
    teal: withDarkShades('teal'),
    blue: withDarkShades('blue'),
    orange: withDarkShades('orange'),
    yellow: withDarkShades('yellow'),
    cyan: withDarkShades('cyan'),
  },
});
