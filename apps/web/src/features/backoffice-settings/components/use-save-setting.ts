import type { EditableSetting } from '@label-portal/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { SETTING_PAGE_KEY, saveSetting } from '../api/settings';

/** Saves one setting; answers the server's field errors (by path) to the caller, reloads on 409. */
export function useSaveSetting(
  setting: EditableSetting,
  onFieldErrors: (errors: Record<string, string>) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) => saveSetting(setting.key, { value, version: setting.version }),
    onSuccess: () => {
      notifications.show({ message: t('boSettings.saved'), color: 'teal' });
      void queryClient.invalidateQueries({ queryKey: SETTING_PAGE_KEY });
    },
    onError: (failure) => {
      const reply = failure instanceof ApiError ? failure.reply : undefined;
      const errors = (reply?.errors ?? {}) as Record<string, unknown>;
      const fields: Record<string, string> = {};
      for (const [path, messages] of Object.entries(errors)) {
        if (path !== 'detail' && path !== 'type' && Array.isArray(messages))
          fields[path] = String(messages[0]);
      }
      if (Object.keys(fields).length > 0) {
        onFieldErrors(fields);
        return;
      }
      const detail = typeof errors.detail === 'string' ? errors.detail : t('errors.internal');
      notifications.show({ title: t('boSettings.failed'), message: detail, color: 'red' });
      if (failure instanceof ApiError && failure.status === 409) {
        void queryClient.invalidateQueries({ queryKey: SETTING_PAGE_KEY });
      }
    },
  });
}
