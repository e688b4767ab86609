import type { RegistrationBody } from '@label-portal/contract';
import { type FieldErrors, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerFieldError } from '../../../lib/server-messages';

/** The translated message of a form path: schema messages are keys, server messages arrive translated. */
export function useFieldError(errors: FieldErrors<RegistrationBody>) {
  const { t } = useTranslation();
  return (path: string, max = 100): string | undefined => {
    const error = get(errors, path) as
      | { message?: string; type?: string; types?: Record<string, unknown> }
      | undefined;
    if (!error?.message) return undefined;
    return error.type === 'server' ? translateServerFieldError(t, error) : t(error.message, { max });
  };
}
export type FieldErrorOf = ReturnType<typeof useFieldError>;
