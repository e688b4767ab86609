import {
  canvasSize,
  isPrintFieldVisible,
  type PreviewLayout,
  type PrintField,
  type PrintValues,
} from '@label-portal/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postFieldFormat } from '../api/field-format';
import { drawPreview } from '../utils/draw-preview';
import { previewDescription, previewItems } from '../utils/preview-items';

/** The print preview refresh waits this long after the last change (ordering.md section 9). */
export const PREVIEW_DEBOUNCE_MS = 250;

interface PrintPreviewProps {
  reference: string;
  layout: PreviewLayout;
  fields: readonly PrintField[];
  values: PrintValues;
}

/** The live label preview: a 450 px canvas redrawn 250 ms after the last change. */
export function PrintPreview({ reference, layout, fields, values }: PrintPreviewProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [revision, setRevision] = useState(0);
  const [settled] = useDebouncedValue(values, PREVIEW_DEBOUNCE_MS);
  const body = useMemo(
    () =>
      fields
        .filter((field) => isPrintFieldVisible(field, settled) && settled[field.name] !== undefined)
        .map((field) => ({ id: field.pk, name: field.name, value: settled[field.name] as string | boolean })),
    [fields, settled],
  );
  const formatted = useQuery({
    queryKey: ['orders', 'fieldFormat', body] as const,
    queryFn: ({ signal }) => postFieldFormat(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const items = useMemo(() => {
    const byName: Record<string, string> = {};
    if (!formatted.isPlaceholderData) {
      for (const entry of formatted.data ?? []) byName[entry.name] = entry.value;
    }
    return previewItems(layout, fields, settled, byName);
  }, [layout, fields, settled, formatted.data, formatted.isPlaceholderData]);
  const size = canvasSize(layout);

  useEffect(() => {
    if (!canvasRef.current) return;
    drawPreview(canvasRef.current, items, 'Helvetica');
    setRevision((value) => value + 1);
  }, [items]);

  const description = previewDescription(items);
  return (
    <Paper withBorder p="xs" radius="sm" style={{ maxWidth: size.width + 20 }}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('ordering.print.previewTitle')}
        </Text>
        <canvas
          ref={canvasRef}
          width={size.width}
          height={size.height}
          role="img"
          aria-label={t('ordering.print.previewLabel', {
            reference,
            content: description || t('ordering.print.previewEmpty'),
          })}
          data-testid="print-preview"
          data-revision={revision}
          data-content={description}
          style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
        />
      </Stack>
    </Paper>
  );
}
