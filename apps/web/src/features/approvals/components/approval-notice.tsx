import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

const ICONS = { success: IconCircleCheck, info: IconInfoCircle, error: IconAlertCircle } as const;
const COLORS = { success: 'teal', info: 'blue', error: 'red' } as const;

/** The outcome of an approval screen: done, already done, or a refused code. */
export function ApprovalNotice({
  kind,
  title,
  text,
}: {
  kind: keyof typeof ICONS;
  title: string;
  text?: string | undefined;
}) {
  const Icon = ICONS[kind];
  return (
    <Alert
      color={COLORS[kind]}
      variant="light"
      title={title}
      icon={<Icon size={20} aria-hidden />}
      role={kind === 'error' ? 'alert' : 'status'}
      maw={720}
      data-testid="approval-notice"
    >
      {text}
    </Alert>
  );
}
