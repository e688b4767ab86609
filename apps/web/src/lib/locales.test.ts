import { MESSAGES_EN } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : valuesOf(value, `${prefix}${key}.`),
  );
}

describe('locales', () => {
  it('have the same keys in English and French', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it('keep the specification texts word for word in English', () => {
    expect(en.unauthorized.title).toBe('Unauthorized Access');
    expect(en.unauthorized.text).toBe("You don't have sufficient rights to access this Content.");
    expect(en.session.expired).toBe('Your session has expired.');
    expect(en.nav.distribution).toBe('Address List and Redistribution');
  });

  it('use the typographic apostrophe (’) in French, never the straight one', () => {
    const straight = valuesOf(fr).filter(([, text]) => text.includes("'"));
    expect(straight).toEqual([]);
  });

  it('put a non-breaking space before : ; ! ? in French', () => {
    const unspaced = valuesOf(fr).filter(([, text]) =>
      /(^|[^\u00a0\u202f])[:;!?]/.test(text.replace(/https?:\/\//g, '')),
    );
    expect(unspaced).toEqual([]);
  });

  it('leave the contract message keys to the contract', () => {
    const contractTops = new Set(Object.keys(MESSAGES_EN).map((key) => key.split('.')[0]));
    for (const top of contractTops) expect(Object.keys(en)).not.toContain(top);
  });
});
