import { FALLBACK_LANGUAGE, LANGUAGES, type Language, pickLanguage } from '@label-portal/contract';

/** localStorage key of the chosen language (the key i18next's own detector uses). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The start-up language: the stored choice first, then the browser's languages, else English. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  const storedTag = stored?.slice(0, 2).toLowerCase();
  if (isSupportedLanguage(storedTag)) return storedTag;
  if (browserLanguages.length === 0) return FALLBACK_LANGUAGE;
  return pickLanguage(browserLanguages.join(','));
}

export type Tree = { [key: string]: string | Tree };

/** Turns flat keys such as 'validation.required' into nested objects for i18next. */
export function nestKeys(flat: Readonly<Record<string, string>>): Tree {
  const tree: Tree = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = tree;
    parts.slice(0, -1).forEach((part) => {
      const child = node[part];
      if (typeof child === 'object') {
        node = child;
      } else {
        const created: Tree = {};
        node[part] = created;
        node = created;
      }
    });
    node[parts[parts.length - 1] as string] = value;
  }
  return tree;
}

/** Deep-merges translation trees; later trees win on conflicts. */
export function mergeTrees(...trees: readonly Tree[]): Tree {
  const result: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = result[key];
      result[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeTrees(existing, value) : value;
    }
  }
  return result;
}
