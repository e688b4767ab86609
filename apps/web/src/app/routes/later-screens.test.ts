import { describe, expect, it } from 'vitest';
import en from '../../lib/locales/en.json';
import fr from '../../lib/locales/fr.json';
import { GUARDED_LATER_SCREENS } from './later-screens';

const rightOf = (path: string) => GUARDED_LATER_SCREENS.find((screen) => screen.path === path)?.right;

describe('route table', () => {
  it('guards the routes with the rights of the specification', () => {
    for (const name of ['id_analysis', 'spool_analysis']) {
      expect(rightOf(`/statistics/${name}`)).toBe('statistics.*');
    }
  });

  it('has a title for every screen in English and French', () => {
    const titles = (tree: { screens: Record<string, string> }) => tree.screens;
    for (const screen of GUARDED_LATER_SCREENS) {
      const key = screen.titleKey.replace('screens.', '');
      expect(titles(en)[key], screen.titleKey).toBeTruthy();
      expect(titles(fr)[key], screen.titleKey).toBeTruthy();
    }
  });

  it('has no duplicate paths', () => {
    const paths = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
