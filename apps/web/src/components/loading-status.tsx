import { Box, Loader, type MantineSize, VisuallyHidden } from '@mantine/core';

interface LoadingStatusProps {
  /** What is being loaded or calculated, read by screen readers ("Calculating…"). */
  label: string;
  size?: MantineSize;
}

/**
 * A spinner that screen readers announce: a `role="status"` live region holding a visually hidden
 * text, the spinner itself hidden from them. Mantine's Loader is a plain span, on which an
 * aria-label alone is prohibited (axe: aria-prohibited-attr).
 */
export function LoadingStatus({ label, size = 'md' }: LoadingStatusProps) {
  return (
    <Box component="span" role="status" display="inline-flex" style={{ alignItems: 'center' }}>
      <Loader size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
