import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../lib/locales/areas/audit.en.json';
import fr from '../../../lib/locales/areas/audit.fr.json';

type Texts = { audit: { entities: Record<string, string>; actions: Record<string, Record<string, string>> } };

describe('the audit screen labels every entity type and action of the contract', () => {
  for (const [language, texts] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`in ${language}, and nothing the contract does not list`, () => {
      const { entities, actions } = (texts as Texts).audit;
      expect(Object.keys(entities).sort()).toEqual([...AUDIT_ENTITY_TYPES].sort());
      const labelled = Object.entries(actions).flatMap(([entity, verbs]) =>
        Object.keys(verbs).map((verb) => `${entity}.${verb}`),
      );
      expect(labelled.sort()).toEqual([...AUDIT_ACTIONS].sort());
      for (const label of [...Object.values(entities), ...Object.values(actions).flatMap(Object.values)])
        expect(label.trim()).not.toBe('');
    });
  }
});
