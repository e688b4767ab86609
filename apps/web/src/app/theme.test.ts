import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ERROR_RED, HINT_GREY, theme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const value = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const AA = 4.5;
const USED_COLOURS = ['red', 'green', 'teal', 'blue', 'orange', 'yellow', 'cyan', 'indigo'] as const;

describe('theme contrast (WCAG AA)', () => {
  it('measures as WCAG does: Mantine’s own hint grey fails, black on white passes', () => {
    expect(contrast(DEFAULT_THEME.colors.gray[6], WHITE)).toBeCloseTo(3.32, 2);
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
  });

  it('gives hint text at least 4.5:1 on white and on the light greys of tables and cards', () => {
    for (const background of [WHITE, ...DEFAULT_THEME.colors.gray.slice(0, 3)]) {
      expect(contrast(HINT_GREY, background), background).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives field error messages at least 4.5:1 on white (Mantine’s red 6 does not)', () => {
    expect(contrast(DEFAULT_THEME.colors.red[6], WHITE)).toBeLessThan(AA);
    expect(contrast(ERROR_RED, WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it.each(USED_COLOURS)('%s: white on the filled shade and the light variant pass', (name) => {
    const palette = theme.colors?.[name] ?? DEFAULT_THEME.colors[name];
    const filled = palette[theme.primaryShade as number] as string;
    expect(contrast(filled, WHITE), `${name} filled`).toBeGreaterThanOrEqual(AA);
    for (const background of [palette[0], palette[1]] as string[]) {
      expect(
        contrast(palette[9] as string, background),
        `${name} light on ${background}`,
      ).toBeGreaterThanOrEqual(AA);
    }
  });

  it('would catch the failing defaults: Mantine’s green and teal do not pass', () => {
    expect(contrast(DEFAULT_THEME.colors.green[7], WHITE)).toBeLessThan(AA);
    expect(contrast(DEFAULT_THEME.colors.teal[9], DEFAULT_THEME.colors.teal[1])).toBeLessThan(AA);
  });
});
