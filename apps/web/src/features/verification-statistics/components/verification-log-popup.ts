import {
  CLIENT_TYPES,
  geolocationMethodOf,
  type VerificationLog,
  type VerificationStatus,
} from '@label-portal/contract';
import type L from 'leaflet';
import { fetchVerificationLog } from '../api/verification-statistics';
import classes from './verification-map.module.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface PopupTexts {
  t: Translate;
  statusLabel: (status: VerificationStatus) => string;
  language: string;
}

/** The popup's lines (statistics.md section 2): label and value, empty values left out. */
export function logLinesOf(
  log: VerificationLog,
  { t, statusLabel, language }: PopupTexts,
): [string, string][] {
  const clientType = log.client_type
    ? t(`verificationStats.clientTypes.${log.client_type}`, {
        defaultValue: CLIENT_TYPES[log.client_type as keyof typeof CLIENT_TYPES] ?? log.client_type,
      })
    : '';
  const when = new Date(log.timestamp);
  const lines: [string, string][] = [
    [
      t('verificationStats.log.timestamp'),
      Number.isNaN(when.getTime())
        ? log.timestamp
        : `${new Intl.DateTimeFormat(language, {
            dateStyle: 'medium',
            timeStyle: 'medium',
            timeZone: 'UTC',
          }).format(when)} UTC`,
    ],
    [t('verificationStats.log.status'), `${statusLabel(log.status)} (${log.status})`],
    [t('verificationStats.log.verificationCount'), String(log.verification_count)],
    [t('verificationStats.log.objectId'), log.holospot_id ?? ''],
    [t('verificationStats.log.clientType'), clientType],
    [t('verificationStats.log.agent'), [log.agent, log.agent_version].filter(Boolean).join(' ')],
    [t('verificationStats.log.position'), `${log.position.lat.toFixed(5)}, ${log.position.lon.toFixed(5)}`],
    [
      t('verificationStats.log.accuracy'),
      geolocationMethodOf(log.accuracy) === 'IP'
        ? t('verificationStats.ipBased')
        : t('verificationStats.log.meters', { meters: log.accuracy }),
    ],
    [t('verificationStats.log.company'), log.attr_order_company_name ?? ''],
    [t('verificationStats.log.city'), log.attr_order_city ?? ''],
    [t('verificationStats.log.country'), log.attr_order_country ?? ''],
    [t('verificationStats.log.productGroup'), log.attr_product_group ?? ''],
  ];
  if (log.redistribution) {
    const r = log.redistribution;
    lines.push([
      t('verificationStats.log.redistribution'),
      [
        r.company_name,
        [r.postal_code, r.city].filter(Boolean).join(' '),
        r.country_code,
        r.date_created.slice(0, 10),
      ]
        .filter(Boolean)
        .join(', '),
    ]);
  }
  return lines.filter(([, value]) => value !== '');
}

function renderLog(element: HTMLElement, log: VerificationLog | null, texts: PopupTexts) {
  element.replaceChildren();
  if (!log) {
    element.textContent = texts.t('verificationStats.noInfo');
    return;
  }
  const list = document.createElement('dl');
  for (const [label, value] of logLinesOf(log, texts)) {
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    detail.textContent = value;
    list.append(term, detail);
  }
  element.append(list);
}

/**
 * Opens a single verification's popup: 'Loading' while its log is fetched, then the log, or 'No
 * Info Available.' when nothing comes back (404 or a failure, which is only logged).
 */
export function openVerificationLogPopup(marker: L.Marker, id: string, texts: PopupTexts): void {
  const content = document.createElement('div');
  content.className = classes.popup ?? '';
  content.setAttribute('data-testid', 'verification-log');
  content.setAttribute('aria-live', 'polite');
  content.textContent = texts.t('verificationStats.loading');
  marker.unbindPopup();
  marker.bindPopup(content, { maxWidth: 320, minWidth: 220, autoPanPadding: [16, 16] }).openPopup();
  fetchVerificationLog(id)
    .then((log) => renderLog(content, log, texts))
    .catch((error: unknown) => {
      console.error('verification log', error);
      renderLog(content, null, texts);
    })
    .finally(() => marker.getPopup()?.update());
}
