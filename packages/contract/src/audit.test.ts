import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionsOf, entityTypeOfAction } from './audit.js';

describe('the audit vocabulary', () => {
  it('names every action <entity_type>.<verb> with a listed entity type, each once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) {
      expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(AUDIT_ENTITY_TYPES).toContain(entityTypeOfAction(action));
    }
  });

  it('gives every entity type at least one action, and only its own', () => {
    for (const entityType of AUDIT_ENTITY_TYPES) {
      const actions = auditActionsOf(entityType);
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) expect(action.startsWith(`${entityType}.`)).toBe(true);
    }
    expect(auditActionsOf('mail')).toEqual(['mail.resend']);
  });
});
