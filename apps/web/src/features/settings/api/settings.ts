import { type SettingUpdateBody, settingPageEndpoint, settingUpdateEndpoint } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const SETTING_PAGE_KEY = ['backoffice', 'settings'] as const;

/** GET /backoffice/api/settings/editable/: every setting with its version and group. */
export const settingPageQueryOptions = queryOptions({
  queryKey: SETTING_PAGE_KEY,
  queryFn: () => callEndpoint(settingPageEndpoint),
});

/** PUT /backoffice/api/settings/:key/: one setting; 400 field errors, 409 stale. */
export function saveSetting(key: string, body: SettingUpdateBody) {
  return callEndpoint(settingUpdateEndpoint, { params: { key }, body, noRedirect: true });
}
