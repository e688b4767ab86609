import { DEFAULT_INPUT_MAX_LENGTH } from '@label-portal/contract';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerFieldError } from '../../../lib/server-messages';

/** A field's message: the server's arrive translated, the schema's are message keys. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.type === 'server'
      ? translateServerFieldError(t, error)
      : t(error.message, { max: DEFAULT_INPUT_MAX_LENGTH });
  };
}
