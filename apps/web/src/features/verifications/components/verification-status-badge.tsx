import { VERIFICATION_STATUS_COLORS, type VerificationStatus } from '@label-portal/contract';
import { Badge, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusDescriptionKey, statusNameKey } from '../utils/status-texts';

/** A verification status as a coloured badge: its name, its description on hover and for assistive technology. */
export function VerificationStatusBadge({
  status,
  size = 'sm',
}: {
  status: VerificationStatus;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t(statusDescriptionKey(status))} withArrow openDelay={300}>
      <Badge
        color={VERIFICATION_STATUS_COLORS[status]}
        variant="filled"
        size={size}
        autoContrast
        data-status={status}
        title={t(statusDescriptionKey(status))}
      >
        {t(statusNameKey(status))}
      </Badge>
    </Tooltip>
  );
}

/** One line of a status legend: the status colour's swatch and the status name (optionally a count). */
export function VerificationStatusLegendItem({
  status,
  count,
}: {
  status: VerificationStatus;
  /** Shown after the name when given (a number already formatted or not). */
  count?: number | string;
}) {
  const { t, i18n } = useTranslation();
  const shownCount = typeof count === 'number' ? count.toLocaleString(i18n.language) : count;
  return (
    <Group gap={6} wrap="nowrap" data-status={status} title={t(statusDescriptionKey(status))}>
      <ColorSwatch color={VERIFICATION_STATUS_COLORS[status]} size={12} withShadow={false} aria-hidden />
      <Text size="sm">
        {t(statusNameKey(status))}
        {shownCount !== undefined ? ` (${shownCount})` : ''}
      </Text>
    </Group>
  );
}
