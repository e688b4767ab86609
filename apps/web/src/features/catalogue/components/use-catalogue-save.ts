import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, type FormFailure } from '../../../lib/contract-form';
import { CATALOGUE_QUERY_KEY } from '../api/catalogue';

/**
 * One catalogue save: the server's field messages land on the form's fields (`fieldOf` names the
 * form field of a reply path), the rest and a stale version's 409 is `failure`; `reload` reads the catalogue
 * again (the edited row or product is shown anew at its new version).
 */
export function useCatalogueSave<TValues extends FieldValues, TInput>(
  save: (input: TInput) => Promise<unknown>,
  setError: UseFormSetError<TValues>,
  fieldOf: (path: string) => string | undefined,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<FormFailure>();
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setFailure(undefined),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('catalogue.saved') });
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY });
    },
    onError: (error) => setFailure(applyServerErrors(error, setError, fieldOf, t('catalogue.saveFailed'))),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY });
  return { mutation, failure, setFailure, reload };
}
