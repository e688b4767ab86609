import { DEFAULT_INPUT_MAX_LENGTH } from '@label-portal/contract';
import { useTranslation } from 'react-i18next';
import { translateServerFieldError } from '../lib/server-messages';

/** The part of a react-hook-form error a message is made of (field arrays give wider types). */
interface ShownError {
  type?: unknown;
  message?: unknown;
  types?: unknown;
}

/**
 * A field's message in the user's language: the server's arrive translated (`type: 'server'`) and
 * follow a language switch by their catalogue key (decision 308);
 * the contract schema's are message keys, translated with the limits the resolver kept
 * (`contractResolver`), else with `defaults`.
 */
export function useFieldError(defaults: Record<string, string | number> = {}) {
  const { t } = useTranslation();
  return (error: ShownError | undefined): string | undefined => {
    if (!error || typeof error.message !== 'string' || error.message === '') return undefined;
    const params = typeof error.types === 'object' && error.types !== null ? error.types : {};
    if (error.type === 'server')
      return translateServerFieldError(t, {
        message: error.message,
        types: params as Record<string, unknown>,
      });
    return t(error.message, { max: DEFAULT_INPUT_MAX_LENGTH, ...defaults, ...params });
  };
}
