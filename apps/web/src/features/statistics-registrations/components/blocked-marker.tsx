import type { BlockedReason } from '@label-portal/contract';
import { Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { blockedReasonKeys } from '../utils/blocked-texts';

/**
 * The warning icon of a blocked company (statistics.md section 4): its reasons, in the
 * specification's texts, in a tooltip that opens on hover and on keyboard focus; the same texts
 * are the icon's accessible name. Nothing for a company that is not blocked.
 */
export function BlockedMarker({ reasons }: { reasons: readonly BlockedReason[] }) {
  const { t } = useTranslation();
  const texts = blockedReasonKeys(reasons).map((key) => t(key));
  if (texts.length === 0) return null;
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          {texts.map((text) => (
            <Text key={text} size="sm" inherit>
              {text}
            </Text>
          ))}
        </Stack>
      }
      events={{ hover: true, focus: true, touch: true }}
      withArrow
      position="right"
      multiline
      maw={320}
    >
      <ThemeIcon
        variant="light"
        color="orange"
        size="md"
        role="img"
        aria-label={t('statisticsRegistrations.blockedMark', { reasons: texts.join(' ') })}
        tabIndex={0}
        data-testid="blocked-marker"
        style={{ verticalAlign: 'middle' }}
      >
        <IconAlertTriangle size={18} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
