import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
  auditActionsOf,
} from '@label-portal/contract';
import type { TFunction } from 'i18next';

/** The label of an entity type (audit.entities.<type>); an unknown one shows as it is. */
export function entityTypeLabel(t: TFunction, entityType: string): string {
  return t(`audit.entities.${entityType}`, { defaultValue: entityType });
}

/** The label of an action (audit.actions.<entity>.<verb>, decision 188); an unknown one shows as it is. */
export function actionLabel(t: TFunction, action: string): string {
  return t(`audit.actions.${action}`, { defaultValue: action });
}

function isEntityType(value: string): value is AuditEntityType {
  return (AUDIT_ENTITY_TYPES as readonly string[]).includes(value);
}

/** The entity types of the contract, labelled, by label. */
export function entityTypeOptions(t: TFunction): { value: string; label: string }[] {
  return AUDIT_ENTITY_TYPES.map((value) => ({ value, label: entityTypeLabel(t, value) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

/** The actions of the contract (of one entity type when one is chosen), labelled, by label. */
export function actionOptions(t: TFunction, entityType: string): { value: string; label: string }[] {
  const actions = isEntityType(entityType) ? auditActionsOf(entityType) : [...AUDIT_ACTIONS];
  return actions
    .map((value) => ({ value, label: actionLabel(t, value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
