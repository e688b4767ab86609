/** One line of a before/after comparison: a field, its value before and after (JSON text). */
export type DiffLine = { key: string; before: string; after: string; isChanged: boolean };

function text(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function fieldsOf(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (value === null || value === undefined) return {};
  return { value };
}

/**
 * Compares an audit row's before and after field by field (top level), in the order the fields
 * first appear; a field only on one side shows empty on the other.
 */
export function diffAudit(before: unknown, after: unknown): DiffLine[] {
  const left = fieldsOf(before);
  const right = fieldsOf(after);
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.map((key) => {
    const was = text(left[key]);
    const is = text(right[key]);
    return { key, before: was, after: is, isChanged: was !== is };
  });
}
