import { NOTIFICATION_DURATION_MS } from '@label-portal/contract';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-host.module.css';

/**
 * Where notices appear; a module of its own so that it can load after the first paint. Top right,
 * below the 60 px header (decision 301): a notice never covers the main menu, the language switch
 * or the sign-out for its 5 seconds.
 */
export function NotificationsHost() {
  return (
    <Notifications
      autoClose={NOTIFICATION_DURATION_MS}
      position="top-right"
      classNames={{ root: classes.root }}
    />
  );
}
