import { type ActivationBody, activationBodySchema } from '@label-portal/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The identifiers of a pasted text: one per line, or separated by commas, semicolons or blanks. */
export function splitIdentifiers(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export type ActivationFormValues = { label_ids: string; spool_nos: string; order_ids: string };

/**
 * The activation form's resolver: the three pasted lists are split and checked with the contract's
 * schema (same field names), so the form refuses what the server would refuse, with its message keys.
 */
export const resolveActivationForm: Resolver<ActivationFormValues, unknown, ActivationBody> = async (
  values,
) => {
  const parsed = activationBodySchema.safeParse({
    label_ids: splitIdentifiers(values.label_ids),
    spool_nos: splitIdentifiers(values.spool_nos),
    order_ids: splitIdentifiers(values.order_ids),
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<ActivationFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ActivationFormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
