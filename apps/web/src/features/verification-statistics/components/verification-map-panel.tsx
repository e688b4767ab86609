import {
  MAP_LEGEND_HIDDEN_STATUSES,
  VERIFICATION_STATUSES,
  type VerificationQueryInput,
} from '@label-portal/contract';
import { Center, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { VerificationStatusLegendItem } from '../../verifications';
import { mapTilesQueryOptions } from '../api/verification-statistics';
import { MAP_HEIGHT } from '../utils/map-requests';

// Leaflet and its clusters load with the map only (decision 261), fetched as soon as a screen that
// shows the map opens (preloadVerificationMap), so that opening the Map tab does not wait for them.
const loadVerificationMap = () => import('./verification-map');
const VerificationMap = lazy(loadVerificationMap);

/** Starts fetching the map's code (Leaflet, clusters) ahead of the Map tab; the module is loaded once. */
export function preloadVerificationMap(): void {
  void loadVerificationMap();
}

const LEGEND_STATUSES = VERIFICATION_STATUSES.filter(
  (status) => !(MAP_LEGEND_HIDDEN_STATUSES as readonly number[]).includes(status),
);

/** The map with its status legend (without 1 and 2, statistics.md section 2). */
export function VerificationMapPanel({ filters }: { filters: Omit<VerificationQueryInput, 'aggregation'> }) {
  const { t } = useTranslation();
  // The map does not wait for the tiles' addresses: without them it still shows its markers.
  const tiles = useQuery(mapTilesQueryOptions());
  return (
    <Stack gap="xs">
      <Suspense
        fallback={
          <Center h={MAP_HEIGHT}>
            <Loader size="sm" aria-label={t('app.loading')} />
          </Center>
        }
      >
        <VerificationMap filters={filters} tiles={tiles.data} />
      </Suspense>
      <Group
        gap="md"
        wrap="wrap"
        aria-label={t('verificationStats.legend')}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="map-legend"
      >
        {LEGEND_STATUSES.map((status) => (
          <li key={status}>
            <VerificationStatusLegendItem status={status} />
          </li>
        ))}
      </Group>
    </Stack>
  );
}
