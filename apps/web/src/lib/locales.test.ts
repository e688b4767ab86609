import { MESSAGES_EN } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { areaTextsOf } from './locale-resources';
import baseEn from './locales/en.json';
import baseFr from './locales/fr.json';

type Tree = { [key: string]: string | Tree };

/** The base file and every area's file, which must not share a top-level key. */
function combine(base: Tree, areas: Tree[]): Tree {
  const combined: Tree = { ...base };
  for (const area of areas) {
    for (const [key, value] of Object.entries(area)) {
      if (key in combined) throw new Error(`top-level key ${key} is defined twice`);
      combined[key] = value;
    }
  }
  return combined;
}

const en = combine(baseEn, areaTextsOf('en')) as typeof baseEn & Tree;
const fr = combine(baseFr, areaTextsOf('fr'));

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
