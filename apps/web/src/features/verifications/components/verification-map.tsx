import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import type { MapTiles, VerificationQueryInput, VerificationStatus } from '@label-portal/contract';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_START_ZOOM, markersRequestOf } from '@label-portal/contract';
import { Box, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryVerifications } from '../api/verification-query';
import { startMarkersQueryOptions } from '../api/verification-statistics';
import { useStatusLabel } from '../hooks/use-status-label';
import { statusColorOf } from '../utils/histogram-rows';
import {
  clusterSizeOf,
  clusterSumOf,
  MAP_CHUNK_DELAY_MS,
  MAP_CHUNK_INTERVAL_MS,
  MAP_CLUSTER_RADIUS,
  MAP_HEIGHT,
  MAP_MOVE_DEBOUNCE_MS,
  MAP_START_CENTER,
  type MapPoint,
  mapPointsOf,
  markMapTiming,
  SINGLE_MARKER_SIZE,
  scansOf,
  shortCountOf,
} from '../utils/map-requests';
import { readWorldCountries, WORLD_OUTLINE_PANE, WORLD_OUTLINE_STYLE } from '../utils/world-outline';
import { openVerificationLogPopup } from './verification-log-popup';
import classes from './verification-map.module.css';

type Filters = Omit<VerificationQueryInput, 'aggregation'>;
/** A marker's options with the scans it stands for (the cluster icon sums them). */
type CountedMarkerOptions = L.MarkerOptions & { count: number };

const WORLD = L.latLngBounds([-90, -180], [90, 180]);
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * A cluster's (or a bucket's) icon: a white disc with a slate ring that grows with the count, never
 * a status colour (decision 265; markercluster's green, yellow and orange read as statuses). The
 * exact count is in `data-count` (the disc shows it short, 1.2K): the browser test sums it.
 */
function countIcon(sum: number, language: string): L.DivIcon {
  const size = clusterSizeOf(sum);
  return L.divIcon({
    html: `<div data-count="${sum}"><span>${shortCountOf(sum, language)}</span></div>`,
    className: `marker-cluster marker-cluster-${size} ${classes.cluster} ${classes[`cluster-${size}`] ?? ''}`,
    iconSize: L.point(40, 40),
  });
}

function singleIcon(color: string, label: string): L.DivIcon {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SINGLE_MARKER_SIZE}" height="${SINGLE_MARKER_SIZE}" viewBox="0 0 40 40" aria-hidden="true">` +
    `<path d="M20 2C12.8 2 7 7.6 7 14.6 7 24 20 38 20 38s13-14 13-23.4C33 7.6 27.2 2 20 2z" fill="${color}" stroke="#fff" stroke-width="2"/>` +
    '<circle cx="20" cy="15" r="5" fill="#fff"/></svg>';
  return L.divIcon({
    html: svg,
    className: `${classes.single ?? ''} verification-single`,
    iconSize: L.point(SINGLE_MARKER_SIZE, SINGLE_MARKER_SIZE),
    iconAnchor: L.point(SINGLE_MARKER_SIZE / 2, SINGLE_MARKER_SIZE - 2),
    popupAnchor: L.point(0, -SINGLE_MARKER_SIZE + 4),
    // The status for screen readers and tests.
    ...({ title: label } as object),
  });
}

/**
 * Runs `activate` on a click and, for a keyboard user, on Enter or Space while the marker has the
 * focus (Leaflet makes keyboard markers focusable buttons but gives them no key of their own). The
 * key's default is prevented, which also stops the keypress that would make a bound popup toggle
 * shut again.
 */
function onActivate(marker: L.Marker, activate: () => void): L.Marker {
  marker.on('click', activate);
  marker.on('add', () => {
    const element = marker.getElement();
    // Its name for screen readers: the title ("47 verifications: zoom in", a status), not the digits.
    if (marker.options.title) element?.setAttribute('aria-label', marker.options.title);
    element?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      activate();
    });
  });
  return marker;
}

/** Names Leaflet's zoom and layers controls in the interface's language (their titles are English). */
function nameControls(container: HTMLElement, t: TFunction): void {
  const name = (selector: string, text: string) => {
    const control = container.querySelector(selector);
    control?.setAttribute('title', text);
    control?.setAttribute('aria-label', text);
  };
  name('.leaflet-control-zoom-in', t('verifications.statistics.zoomIn'));
  name('.leaflet-control-zoom-out', t('verifications.statistics.zoomOut'));
  name('.leaflet-control-layers-toggle', t('verifications.statistics.tileLayers'));
}

interface VerificationMapProps {
  filters: Filters;
  tiles: MapTiles | undefined;
}

/**
 * The map of the verifications (statistics.md sections 2 and 9): Leaflet with marker clusters,
 * 600 px high, zoom 2 to 18, the whole world. Each move or zoom asks for the visible box (debounced,
 * the previous request aborted): buckets up to zoom 8, whose clusters show the summed counts, then
 * single verifications (at most 2,000) that open their log in a popup. Errors are only logged.
 */
export default function VerificationMap({ filters, tiles }: VerificationMapProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const statusLabel = useStatusLabel();
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const abort = useRef<AbortController | null>(null);
  const latest = useRef({ filters, t, statusLabel, language: i18n.language });
  latest.current = { filters, t, statusLabel, language: i18n.language };
  const [shown, setShown] = useState<{
    points: number;
    scans: number;
    truncated: boolean;
    folded: boolean;
  } | null>(null);
  const [load, setLoad] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, {
      center: MAP_START_CENTER,
      zoom: MAP_START_ZOOM,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      maxBounds: WORLD,
      maxBoundsViscosity: 1,
      worldCopyJump: false,
    });
    map.current = created;
    // The countries under the tiles: where no tile server answers, the map still shows the world.
    const outlinePane = created.createPane(WORLD_OUTLINE_PANE.name);
    outlinePane.style.zIndex = String(WORLD_OUTLINE_PANE.zIndex);
    outlinePane.classList.add('world-outline-pane');
    L.geoJSON(readWorldCountries(), {
      pane: WORLD_OUTLINE_PANE.name,
      style: WORLD_OUTLINE_STYLE,
      interactive: false,
    }).addTo(created);
    markMapTiming('map-created');
    let isDrawing = false;
    let waiting: L.Marker[] | null = null;
    /** Replaces the group's markers, once the chunks of the answer before are all added. */
    const draw = (markers: L.Marker[]) => {
      if (isDrawing) {
        waiting = markers;
        return;
      }
      cluster.current?.clearLayers();
      isDrawing = true;
      cluster.current?.addLayers(markers);
    };
    const group = L.markerClusterGroup({
      maxClusterRadius: MAP_CLUSTER_RADIUS,
      chunkedLoading: true,
      chunkInterval: MAP_CHUNK_INTERVAL_MS,
      chunkDelay: MAP_CHUNK_DELAY_MS,
      // The last chunk of an answer's markers processed: they are put on the map right after this
      // call returns (the group's own empty addLayers when it joins the map is no answer's).
      chunkProgress: (processed, total) => {
        if (processed !== total || !isDrawing) return;
        isDrawing = false;
        queueMicrotask(() => {
          markMapTiming('markers-drawn');
          // An answer that came while these chunks were added is drawn now (clearLayers does not
          // stop chunks under way: drawn at once, the two answers' markers would mix).
          const next = waiting;
          waiting = null;
          if (next) draw(next);
        });
      },
      showCoverageOnHover: false,
      iconCreateFunction: (markers) =>
        countIcon(
          clusterSumOf(
            markers.getAllChildMarkers().map((marker) => (marker.options as CountedMarkerOptions).count),
          ),
          latest.current.language,
        ),
    });
    group.addTo(created);
    cluster.current = group;

    /**
     * The markers of an answer. Their icons and titles are made once per count (a bucket) or status
     * (a single verification) and shared: an answer of 2,000 points has a few dozen distinct ones,
     * and making each anew (an icon and a translated, pluralised title per marker) took most of a
     * zoom step's time (issue 33). Leaflet makes each marker's own element from a shared icon.
     */
    const markersOf = (points: readonly MapPoint[]): L.Marker[] => {
      const { t: translate, statusLabel: label, language } = latest.current;
      const bucketLooks = new Map<number, { icon: L.DivIcon; title: string }>();
      const singleLooks = new Map<VerificationStatus, { icon: L.DivIcon; title: string }>();
      const bucketLookOf = (count: number) => {
        let look = bucketLooks.get(count);
        if (!look) {
          look = {
            icon: countIcon(count, language),
            title: translate('verifications.statistics.bucketTitle', { count }),
          };
          bucketLooks.set(count, look);
        }
        return look;
      };
      const singleLookOf = (status: VerificationStatus) => {
        let look = singleLooks.get(status);
        if (!look) {
          look = { icon: singleIcon(statusColorOf(status), label(status)), title: label(status) };
          singleLooks.set(status, look);
        }
        return look;
      };
      return points.map((point) => {
        if (point.kind === 'bucket') {
          const { icon, title } = bucketLookOf(point.count);
          const options: CountedMarkerOptions = { icon, count: point.count, title };
          return onActivate(L.marker([point.lat, point.lon], options), () =>
            created.setView([point.lat, point.lon], Math.min(MAP_MAX_ZOOM, created.getZoom() + 2)),
          );
        }
        const { icon, title } = singleLookOf(point.status);
        const options: CountedMarkerOptions = {
          icon,
          count: 1,
          title,
          alt: title,
          // Leaflet pans a focused marker into view, and a click focuses it: near the map's edge that
          // pan reloaded the markers, which replaced the clicked one and closed its log's popup (and
          // lost a keyboard user's focus). The popup's own auto-pan makes room for the log instead.
          autoPanOnFocus: false,
        };
        const marker = L.marker([point.lat, point.lon], options);
        return onActivate(marker, () => openVerificationLogPopup(marker, point.id, latest.current));
      });
    };

    const reload = () => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const bounds = created.getBounds();
      const zoom = created.getZoom();
      const { filters: current } = latest.current;
      markMapTiming('markers-requested');
      // The start zoom's request is the whole world's, fetched when the screen opened (decision 265).
      const request =
        zoom <= MAP_START_ZOOM
          ? queryClient.fetchQuery(startMarkersQueryOptions(current))
          : queryVerifications(
              'markers',
              markersRequestOf(
                {
                  north: bounds.getNorth(),
                  east: bounds.getEast(),
                  south: bounds.getSouth(),
                  west: bounds.getWest(),
                },
                zoom,
                current,
              ),
              controller.signal,
            );
      request
        .then((reply) => {
          if (controller.signal.aborted) return;
          markMapTiming('markers-answered');
          const points = mapPointsOf(reply);
          draw(markersOf(points));
          markMapTiming('markers-shown');
          setShown({
            points: points.length,
            scans: scansOf(points),
            truncated: reply.data.type === 'single_hits' && reply.data.truncated,
            // Dense areas grouped into coarser cells (decision 324).
            folded: reply.data.type === 'buckets' && reply.data.folded,
          });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Map errors are only logged (statistics.md section 8).
          console.error('verification map', error);
        });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reloadSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(reload, MAP_MOVE_DEBOUNCE_MS);
    };
    // A popup's auto-pan (a log opened near the map's edge) is not the user's move: reloading then
    // would replace the markers and close the popup it made room for.
    let isPopupPan = false;
    created.on('autopanstart', () => {
      isPopupPan = true;
    });
    created.on('moveend zoomend', () => {
      if (isPopupPan) isPopupPan = false;
      else reloadSoon();
    });
    setLoad(() => reload);
    return () => {
      clearTimeout(timer);
      abort.current?.abort();
      created.off();
      created.remove();
      map.current = null;
      cluster.current = null;
    };
  }, [queryClient]);

  // The tile layers: English, German, Localized (their URLs are settings, decision 260).
  useEffect(() => {
    const current = map.current;
    if (!current || !tiles) return;
    const layers: Record<string, L.TileLayer> = {};
    const names = { english: 'English', german: 'German', localized: 'Localized' } as const;
    for (const key of ['english', 'german', 'localized'] as const) {
      if (tiles[key]) {
        layers[names[key]] = L.tileLayer(tiles[key], {
          attribution: TILE_ATTRIBUTION,
          minZoom: MAP_MIN_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
          noWrap: true,
          bounds: WORLD,
        });
      }
    }
    const first = Object.values(layers)[0];
    first?.addTo(current);
    const control = L.control.layers(layers, undefined, { position: 'topright' }).addTo(current);
    nameControls(current.getContainer(), latest.current.t);
    return () => {
      control.remove();
      for (const layer of Object.values(layers)) layer.remove();
    };
  }, [tiles]);

  // Leaflet's controls in the interface's language (its own titles are English).
  useEffect(() => {
    if (map.current) nameControls(map.current.getContainer(), t);
  }, [t]);

  // Every change of the filters asks again for the visible box.
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    if (filtersKey && load) load();
  }, [filtersKey, load]);

  return (
    <Box>
      <section
        ref={container}
        className={classes.map}
        style={{ height: MAP_HEIGHT }}
        data-testid="verification-map"
        aria-label={t('verifications.statistics.mapLabel')}
      />
      <Text size="xs" c="dimmed" mt={4} aria-live="polite" data-testid="map-shown" data-total={shown?.scans}>
        {shown
          ? t(
              shown.truncated
                ? 'verifications.statistics.mapTruncated'
                : shown.folded
                  ? 'verifications.statistics.mapFolded'
                  : 'verifications.statistics.mapShown',
              { count: shown.points },
            )
          : ''}
      </Text>
    </Box>
  );
}
