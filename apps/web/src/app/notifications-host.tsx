import { NOTIFICATION_DURATION_MS } from '@label-portal/contract';
import { Notifications } from '@mantine/notifications';

/** Where notices appear; a module of its own so that it can load after the first paint. */
export function NotificationsHost() {
  return <Notifications autoClose={NOTIFICATION_DURATION_MS} position="top-right" />;
}
