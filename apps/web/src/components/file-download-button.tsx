import type { Endpoint, QueryOf } from '@label-portal/contract';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DownloadProgress, downloadEndpoint, saveBlob } from '../lib/api-download';
import { readRefusal, type ServerMessage, useServerMessage } from '../lib/server-messages';

type DownloadState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: DownloadProgress }
  | { kind: 'done'; lines: number }
  | { kind: 'failed'; message: ServerMessage };

export interface FileDownloadButtonProps<E extends Endpoint> {
  endpoint: E;
  query?: QueryOf<E>;
  /** The path's parameters, when the endpoint has any. */
  params?: Readonly<Record<string, string | number>>;
  /** The button's text. */
  label: string;
  /** Used when the server names no file. */
  fallbackFileName: string;
  /** Lines the file will hold besides its header, when known: the progress shows a bar. */
  expectedLines?: number | undefined;
  /** Whether the file is CSV (one record a line): progress in rows, else in bytes. */
  isCsv?: boolean;
  disabled?: boolean;
}

/** A refused download's message (the one refusal reader, decision 316): the form's, else the first field's. */
function messageOf(error: unknown, fallback: string): ServerMessage {
  const refusal = readRefusal(error);
  if (refusal?.form) return refusal.form;
  for (const [field, message] of refusal?.fields ?? [])
    if (Array.isArray(refusal?.errors[field])) return message;
  return { text: fallback };
}

/**
 * A button that downloads a file the server streams (statistics CSVs, PDFs) and shows the
 * progress while it arrives: rows received (of the expected count when known, as a bar), or bytes,
 * with a Cancel button; then hands the file to the browser's save. A refusal (400 with field
 * messages) is shown under the button.
 */
export function FileDownloadButton<E extends Endpoint>({
  endpoint,
  query,
  params,
  label,
  fallbackFileName,
  expectedLines,
  isCsv = true,
  disabled,
}: FileDownloadButtonProps<E>) {
  const { t, i18n } = useTranslation();
  const showMessage = useServerMessage();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const format = new Intl.NumberFormat(i18n.language);

  useEffect(() => () => controller.current?.abort(), []);

  // Another query makes another file: what was said of the last one ('File ready: N rows.') goes.
  const queryKey = JSON.stringify(query ?? null);
  const [shownFor, setShownFor] = useState(queryKey);
  if (shownFor !== queryKey) {
    setShownFor(queryKey);
    if (state.kind === 'done' || state.kind === 'failed') setState({ kind: 'idle' });
  }

  async function start() {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', progress: { bytes: 0, lines: 0 } });
    try {
      const file = await downloadEndpoint(endpoint, query, {
        ...(params ? { params } : {}),
        signal: abort.signal,
        onProgress: (progress) => setState({ kind: 'running', progress }),
      });
      saveBlob(file.blob, file.fileName ?? fallbackFileName);
      setState({ kind: 'done', lines: Math.max(0, file.lines - 1) });
    } catch (error) {
      if (abort.signal.aborted) setState({ kind: 'idle' });
      else setState({ kind: 'failed', message: messageOf(error, t('common.downloadFailed')) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const isRunning = state.kind === 'running';
  const rows = isRunning ? Math.max(0, state.progress.lines - 1) : 0;
  const hasBar = isRunning && isCsv && expectedLines !== undefined && expectedLines > 0;
  const progressText = !isRunning
    ? ''
    : isCsv
      ? hasBar
        ? t('common.downloadRowsOf', { rows: format.format(rows), total: format.format(expectedLines ?? 0) })
        : t('common.downloadRows', { rows: format.format(rows) })
      : t('common.downloadBytes', { size: format.format(Math.round(state.progress.bytes / 1024)) });

  return (
    <Stack gap={6} align="flex-start" data-testid="file-download">
      <Group gap="xs" wrap="wrap">
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => void start()}
          loading={isRunning}
          disabled={disabled}
        >
          {label}
        </Button>
        {isRunning ? (
          <Button variant="subtle" onClick={() => controller.current?.abort()}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </Group>
      <div aria-live="polite" role="status">
        {isRunning ? (
          <Stack gap={4} miw={220}>
            {hasBar ? (
              <Progress
                value={Math.min(100, (rows / (expectedLines ?? 1)) * 100)}
                aria-label={progressText}
                size="sm"
              />
            ) : null}
            <Text size="sm" c="dimmed">
              {progressText}
            </Text>
          </Stack>
        ) : null}
        {state.kind === 'done' && isCsv ? (
          <Text size="sm" c="dimmed">
            {t('common.downloadDone', { rows: format.format(state.lines) })}
          </Text>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {showMessage(state.message)}
        </Alert>
      ) : null}
    </Stack>
  );
}
