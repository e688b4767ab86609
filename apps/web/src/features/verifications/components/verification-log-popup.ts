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

/**
 * The agent and its version on one line: the version is added unless the agent string already
 * carries it ("LabelCheck/2.3 (Android 9)" with version 2.3 is not repeated as "… 2.3").
 */
export function agentLineOf(agent: string | null, version: string | null): string {
  if (!agent) return version ?? '';
  if (!version) return agent;
  return agent.split(/[\s/();,]+/).includes(version) ? agent : `${agent} ${version}`;
}

/** The popup's lines (statistics.md section 2): label and value, empty values left out. */
export function logLinesOf(
  log: VerificationLog,
  { t, statusLabel, language }: PopupTexts,
): [string, string][] {
  const clientType = log.client_type
    ? t(`verifications.statistics.clientTypes.${log.client_type}`, {
        defaultValue: CLIENT_TYPES[log.client_type as keyof typeof CLIENT_TYPES] ?? log.client_type,
      })
    : '';
  const when = new Date(log.timestamp);
  const lines: [string, string][] = [
    [
      t('verifications.statistics.log.timestamp'),
      Number.isNaN(when.getTime())
        ? log.timestamp
        : `${new Intl.DateTimeFormat(language, {
            dateStyle: 'medium',
            timeStyle: 'medium',
            timeZone: 'UTC',
          }).format(when)} UTC`,
    ],
    [t('verifications.statistics.log.status'), `${statusLabel(log.status)} (${log.status})`],
    [t('verifications.statistics.log.verificationCount'), String(log.verification_count)],
    [t('verifications.statistics.log.objectId'), log.holospot_id ?? ''],
    [t('verifications.statistics.log.clientType'), clientType],
    [t('verifications.statistics.log.agent'), agentLineOf(log.agent, log.agent_version)],
    [
      t('verifications.statistics.log.position'),
      `${log.position.lat.toFixed(5)}, ${log.position.lon.toFixed(5)}`,
    ],
    [
      t('verifications.statistics.log.accuracy'),
      geolocationMethodOf(log.accuracy) === 'IP'
        ? t('verifications.statistics.ipBased')
        : t('verifications.statistics.log.meters', { meters: log.accuracy }),
    ],
    [t('verifications.statistics.log.company'), log.attr_order_company_name ?? ''],
    [t('verifications.statistics.log.city'), log.attr_order_city ?? ''],
    [t('verifications.statistics.log.country'), log.attr_order_country ?? ''],
    [t('verifications.statistics.log.productGroup'), log.attr_product_group ?? ''],
  ];
  if (log.redistribution) {
    const r = log.redistribution;
    lines.push([
      t('verifications.statistics.log.redistribution'),
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
    element.textContent = texts.t('verifications.statistics.noInfo');
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

/** Space kept between a popup and the map's (or the header's) edge. */
export const POPUP_MARGIN = 16;

/** The page's fixed header (the app shell's): what covers the top of the window. */
function fixedHeaderBottom(): number {
  const header = document.querySelector<HTMLElement>('.mantine-AppShell-header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'fixed' || position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
}

/** How many pixels of the map's top the fixed header hides (0 when the map's top is in sight). */
export function headerOverlapOf(mapTop: number, headerBottom: number): number {
  return Math.max(0, Math.ceil(headerBottom - mapTop));
}

/**
 * How far the window must scroll up so that a popup `popupHeight` high fits in the part of a map
 * `mapHeight` high that the header leaves in sight (0 when it fits already).
 */
export function scrollNeededFor(popupHeight: number, mapHeight: number, overlap: number): number {
  return Math.max(0, Math.ceil(popupHeight + 2 * POPUP_MARGIN + overlap - mapHeight));
}

/**
 * Before Leaflet places a popup (its auto-pan): the top padding of the pan is the header's overlap
 * over the map plus a margin, so the popup never opens under the sticky header (decision 265); when
 * the map's visible part is too short for the popup, the window scrolls up by the difference first.
 */
function keepPopupClearOfHeader(marker: L.Marker, popup: L.Popup): void {
  const map = (marker as L.Marker & { _map?: L.Map })._map;
  if (!map) return;
  const container = map.getContainer();
  const height = popup.getElement()?.offsetHeight ?? 0;
  const mapRect = container.getBoundingClientRect();
  const scroll = scrollNeededFor(height, mapRect.height, headerOverlapOf(mapRect.top, fixedHeaderBottom()));
  if (scroll > 0) window.scrollBy({ top: -scroll, behavior: 'instant' });
  const overlap = headerOverlapOf(container.getBoundingClientRect().top, fixedHeaderBottom());
  popup.options.autoPanPaddingTopLeft = [POPUP_MARGIN, POPUP_MARGIN + overlap];
  popup.options.autoPanPaddingBottomRight = [POPUP_MARGIN, POPUP_MARGIN];
}

/**
 * Keyboard use of an open popup: Escape closes it (Leaflet's own Escape works only while the map
 * container itself has the focus), and when it closes with the focus in it or on nothing (its close
 * button, Escape) the focus goes back to the marker that opened it, if that marker is still shown.
 */
function keepFocusWithMarker(marker: L.Marker, popup: L.Popup): void {
  const opener = marker.getElement();
  const element = popup.getElement();
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    marker.closePopup();
  };
  opener?.addEventListener('keydown', onEscape);
  element?.addEventListener('keydown', onEscape);
  popup.once('remove', () => {
    opener?.removeEventListener('keydown', onEscape);
    element?.removeEventListener('keydown', onEscape);
    const active = document.activeElement;
    const isFocusLost =
      !active || active === document.body || !active.isConnected || !!element?.contains(active);
    if (opener?.isConnected && isFocusLost) opener.focus({ preventScroll: true });
  });
}

/**
 * Opens a single verification's popup: 'Loading' while its log is fetched, then the log, or 'No
 * Info Available.' when nothing comes back (404 or a failure, which is only logged). The popup is
 * panned clear of the sticky header when it opens and again when the log makes it taller; Escape
 * closes it and the focus returns to its marker (keepFocusWithMarker).
 */
export function openVerificationLogPopup(marker: L.Marker, id: string, texts: PopupTexts): void {
  const content = document.createElement('div');
  content.className = classes.popup ?? '';
  content.setAttribute('data-testid', 'verification-log');
  content.setAttribute('aria-live', 'polite');
  content.textContent = texts.t('verifications.statistics.loading');
  marker.unbindPopup();
  marker.bindPopup(content, { maxWidth: 320, minWidth: 220, autoPanPadding: [POPUP_MARGIN, POPUP_MARGIN] });
  const popup = marker.getPopup();
  if (popup) keepPopupClearOfHeader(marker, popup);
  marker.openPopup();
  if (popup) keepFocusWithMarker(marker, popup);
  fetchVerificationLog(id)
    .then((log) => renderLog(content, log, texts))
    .catch((error: unknown) => {
      console.error('verification log', error);
      renderLog(content, null, texts);
    })
    .finally(() => {
      const opened = marker.getPopup();
      if (!opened?.isOpen()) return;
      const place = () => {
        keepPopupClearOfHeader(marker, opened);
        opened.update();
      };
      // Leaflet skips its auto-pan while a pan is animated: place the grown popup once it has ended.
      const map = (marker as L.Marker & { _map?: L.Map & { _panAnim?: { _inProgress?: boolean } } })._map;
      if (map?._panAnim?._inProgress) map.once('moveend', place);
      else place();
    });
}
