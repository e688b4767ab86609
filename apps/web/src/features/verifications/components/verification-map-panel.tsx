import {
  MAP_LEGEND_HIDDEN_STATUSES,
  VERIFICATION_STATUSES,
  type VerificationQueryInput,
} from '@label-portal/contract';
import { Box, Center, Group, Stack, Text } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loading-status';
import { mapTilesQueryOptions, startMarkersQueryOptions } from '../api/verification-statistics';
import { MAP_HEIGHT, markMapTiming } from '../utils/map-requests';
import classes from './verification-map.module.css';
import { VerificationStatusLegendItem } from './verification-status-badge';

type Filters = Omit<VerificationQueryInput, 'aggregation'>;
type VerificationMapModule = typeof import('./verification-map');

// Leaflet and its clusters load with the map only (decision 261), fetched as soon as a screen that
// shows the map opens (preloadVerificationMap). Once loaded, the map renders at once: no React.lazy,
// whose first render always suspends for a turn even when the module is already there (decision 265).
let mapModule: Promise<VerificationMapModule> | null = null;
let loadedMap: ComponentType<VerificationMapModuleProps> | null = null;
type VerificationMapModuleProps = Parameters<VerificationMapModule['default']>[0];

function loadVerificationMap(): Promise<VerificationMapModule> {
  mapModule ??= import('./verification-map').then((module) => {
    loadedMap = module.default;
    return module;
  });
  mapModule.catch(() => {
    // A failed chunk (a new release) is asked again the next time.
    mapModule = null;
  });
  return mapModule;
}

/** Starts fetching the map's code (Leaflet, clusters) ahead of the Map tab; the module is loaded once. */
export function preloadVerificationMap(): void {
  void loadVerificationMap().catch(() => {});
}

/**
 * Everything the map's first view needs, fetched before the map is shown: its code and the
 * markers of the start view (the whole world at zoom 2 under these filters, decision 265).
 */
export function prefetchVerificationMap(queryClient: QueryClient, filters: Filters): void {
  preloadVerificationMap();
  void queryClient.prefetchQuery(startMarkersQueryOptions(filters));
}

const LEGEND_STATUSES = VERIFICATION_STATUSES.filter(
  (status) => !(MAP_LEGEND_HIDDEN_STATUSES as readonly number[]).includes(status),
);

/** The map once its code is there: at once when it was preloaded, after a loader otherwise. */
function LoadedVerificationMap(props: VerificationMapModuleProps) {
  const { t } = useTranslation();
  const [MapView, setMapView] = useState(() => loadedMap);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (MapView) return;
    let live = true;
    loadVerificationMap()
      .then((module) => {
        if (live) setMapView(() => module.default);
      })
      .catch((error: unknown) => {
        // Map errors are only logged (statistics.md section 8); the loader gives way to an empty box.
        console.error('verification map', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [MapView]);
  if (MapView) return <MapView {...props} />;
  return (
    <Center h={MAP_HEIGHT}>{failed ? null : <LoadingStatus size="sm" label={t('app.loading')} />}</Center>
  );
}

/**
 * The map with its legend: the statuses without 1 and 2 (statistics.md section 2), and the cluster
 * symbol, which no status uses (decision 265).
 */
export function VerificationMapPanel({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  useEffect(() => markMapTiming('panel-mounted'), []);
  // The map does not wait for the tiles' addresses: without them it still shows its markers.
  const tiles = useQuery(mapTilesQueryOptions());
  return (
    <Stack gap="xs">
      <LoadedVerificationMap filters={filters} tiles={tiles.data} />
      <Group
        gap="md"
        wrap="wrap"
        aria-label={t('verifications.statistics.legend')}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="map-legend"
      >
        {LEGEND_STATUSES.map((status) => (
          <li key={status}>
            <VerificationStatusLegendItem status={status} />
          </li>
        ))}
        <li data-testid="map-legend-cluster">
          <Group gap={6} wrap="nowrap">
            <Box className={classes.legendCluster} aria-hidden>
              <span>12</span>
            </Box>
            <Text size="sm">{t('verifications.statistics.clusterLegend')}</Text>
          </Group>
        </li>
      </Group>
    </Stack>
  );
}
