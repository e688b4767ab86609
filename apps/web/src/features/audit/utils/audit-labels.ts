import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
  type AuditEntry,
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

/** A text field of a snapshot (before or after), trimmed; '' when the snapshot lacks it. */
function textOf(snapshot: unknown, field: string): string {
  if (!snapshot || typeof snapshot !== 'object' || Array.isArray(snapshot)) return '';
  const value = (snapshot as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : '';
}

/** The entry's own words for its record: the newer snapshot first, the older when it has none. */
function snapshotText(entry: Pick<AuditEntry, 'before' | 'after'>, field: string): string {
  return textOf(entry.after, field) || textOf(entry.before, field);
}

/**
 * What a row of the audit log is about, as staff name it: a product by its customer reference, an
 * address by its street, postal code and city, a setting by its label on the settings screen; any
 * other record (or one whose snapshot lacks the words) by its type and id.
 */
export function subjectLabel(
  t: TFunction,
  entry: Pick<AuditEntry, 'entity_type' | 'entity_id' | 'before' | 'after'>,
): string {
  const type = entityTypeLabel(t, entry.entity_type);
  if (entry.entity_type === 'product') {
    const reference = snapshotText(entry, 'customer_reference');
    if (reference) return `${type} ${reference}`;
  }
  if (entry.entity_type === 'address') {
    const street = snapshotText(entry, 'street_address');
    const place = [snapshotText(entry, 'postal_code'), snapshotText(entry, 'city')].filter(Boolean).join(' ');
    const text = [street, place].filter(Boolean).join(', ');
    if (text) return `${type} ${text}`;
  }
  if (entry.entity_type === 'setting') {
    const label = t(`settings.keys.${entry.entity_id}`, { defaultValue: '' });
    if (typeof label === 'string' && label !== '') return `${type} ${label}`;
  }
  return `${type} ${entry.entity_id}`;
}
