import {
  SPOOL_DISPLAY_STATUSES,
  type SpoolDisplayStatus,
  VERIFICATION_STATUS_NAMES,
  VERIFICATION_STATUSES,
} from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../lib/locales/areas/verifications.en.json';
import fr from '../../../lib/locales/areas/verifications.fr.json';
import { spoolDisplayStatusKey, statusDescriptionKey, statusNameKey } from './status-texts';

type Tree = { [key: string]: string | Tree };

function nodeAt(tree: Tree, key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return node;
}

function textAt(tree: Tree, key: string): string | undefined {
  const node = nodeAt(tree, key);
  return typeof node === 'string' ? node : undefined;
}

const LANGUAGES = { en: en as Tree, fr: fr as Tree };

describe('verification status texts', () => {
  it.each(Object.entries(LANGUAGES))('give every status code a name and a description in %s', (_, tree) => {
    expect(VERIFICATION_STATUSES).toEqual([0, 1, 2, 3, 4, 5, 6, 99]);
    for (const status of VERIFICATION_STATUSES) {
      expect(textAt(tree, statusNameKey(status)), `name of ${status}`).toBeTruthy();
      expect(textAt(tree, statusDescriptionKey(status)), `description of ${status}`).toBeTruthy();
    }
  });

  it.each(Object.entries(LANGUAGES))('give every merged spool status a name in %s', (_, tree) => {
    for (const display of Object.keys(SPOOL_DISPLAY_STATUSES) as SpoolDisplayStatus[]) {
      expect(textAt(tree, spoolDisplayStatusKey(display)), display).toBeTruthy();
    }
  });

  it('keep the specification’s English names word for word', () => {
    for (const status of VERIFICATION_STATUSES) {
      expect(textAt(en as Tree, statusNameKey(status))).toBe(VERIFICATION_STATUS_NAMES[status]);
    }
    expect(textAt(en as Tree, spoolDisplayStatusKey('valid'))).toBe('Valid');
  });

  it('hold no key for a code the contract does not have', () => {
    const names = nodeAt(en as Tree, 'verifications.status.names') as Tree;
    expect(
      Object.keys(names)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(VERIFICATION_STATUSES);
  });
});
