import type { CompanyDetail } from '@label-portal/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { readRefusal, type ServerMessage, showServerMessage } from '../../../lib/server-messages';
import { companyDetailKey } from '../api/companies';

/**
 * The first message of a refused call, read by the one refusal reader (decision 316): the
 * form-level one, else the first field's, with its field.
 */
export function refusalOf(failure: unknown): { field?: string; message: ServerMessage } | undefined {
  const refusal = readRefusal(failure);
  if (refusal?.form) return { message: refusal.form };
  for (const [field, message] of refusal?.fields ?? [])
    if (Array.isArray(refusal?.errors[field])) return { field, message };
  return undefined;
}

/**
 * A company edit: the reply (the detail) replaces the cached one; a refusal is shown (a field's
 * message also goes to `onFieldError`, for the form to put it on its field); 409 reloads.
 */
export function useCompanyChange<T>(
  id: number,
  call: (body: T) => Promise<CompanyDetail>,
  onDone?: () => void,
  onFieldError?: (field: string, message: ServerMessage) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      queryClient.setQueryData(companyDetailKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'companies'] });
      notifications.show({ message: t('backofficeCompanies.saved'), color: 'teal' });
      onDone?.();
    },
    onError: (failure) => {
      const refusal = refusalOf(failure);
      if (refusal?.field) onFieldError?.(refusal.field, refusal.message);
      notifications.show({
        title: t('backofficeCompanies.failed'),
        message: refusal
          ? `${refusal.field ? `${t(`backofficeCompanies.fields.${refusal.field}`, refusal.field)}: ` : ''}${showServerMessage(t, refusal.message)}`
          : t('errors.internal'),
        color: 'red',
      });
      if (failure instanceof ApiError && failure.status === 409) {
        void queryClient.invalidateQueries({ queryKey: companyDetailKey(id) });
      }
    },
  });
}
