import { activationBodySchema } from '@label-portal/contract';
import { z } from 'zod';

/** The identifiers of a pasted text: one per line, or separated by commas, semicolons or blanks. */
export function splitIdentifiers(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export type ActivationFormValues = { label_ids: string; spool_nos: string; order_ids: string };

/** The activation form: three pasted lists, checked with the contract's schema (same field names). */
export const activationFormSchema = z
  .object({ label_ids: z.string(), spool_nos: z.string(), order_ids: z.string() })
  .transform((values, ctx) => {
    const parsed = activationBodySchema.safeParse({
      label_ids: splitIdentifiers(values.label_ids),
      spool_nos: splitIdentifiers(values.spool_nos),
      order_ids: splitIdentifiers(values.order_ids),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
