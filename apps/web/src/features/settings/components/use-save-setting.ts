import type { EditableSetting } from '@label-portal/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, type FormFailure } from '../../../lib/contract-form';
import { SETTING_PAGE_KEY, saveSetting } from '../api/settings';

/**
 * Saves one setting at the version read. The server's field messages (paths `value`, `value.0.name`
 * …) land on the form's fields; the rest, and a stale version's 409, is the form's `failure`;
 * `reload` loads the setting as saved (the form is remounted at its new version).
 */
export function useSaveSetting<TValues extends FieldValues>(
  setting: EditableSetting,
  setError: UseFormSetError<TValues>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<FormFailure>();
  const mutation = useMutation({
    mutationFn: (value: unknown) => saveSetting(setting.key, { value, version: setting.version }),
    onMutate: () => setFailure(undefined),
    onSuccess: () => {
      notifications.show({ message: t('settings.saved'), color: 'teal' });
      void queryClient.invalidateQueries({ queryKey: SETTING_PAGE_KEY });
    },
    onError: (error) =>
      setFailure(
        applyServerErrors(
          error,
          setError,
          (path) => (path.startsWith('value') ? path : undefined),
          t('settings.failed'),
        ),
      ),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: SETTING_PAGE_KEY });
  return { mutation, failure, reload };
}
