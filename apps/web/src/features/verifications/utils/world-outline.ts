import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';

type Topology = Parameters<typeof feature>[0];

/**
 * The world's countries at 1:110 million (Natural Earth, through the world-atlas package), bundled
 * with the map's code: the map reads without any tile server (offline installs, decision 305).
 */
export function readWorldCountries() {
  const topology = countries110m as unknown as Topology;
  const countries = topology.objects.countries;
  if (countries?.type !== 'GeometryCollection') throw new Error('world-atlas: no countries collection');
  const world = feature(topology, countries);
  return {
    ...world,
    features: world.features.map((country) => {
      const { geometry } = country;
      if (geometry.type === 'Polygon') {
        return {
          ...country,
          geometry: { type: 'MultiPolygon' as const, coordinates: drawable(geometry.coordinates) },
        };
      }
      if (geometry.type === 'MultiPolygon') {
        return { ...country, geometry: { ...geometry, coordinates: geometry.coordinates.flatMap(drawable) } };
      }
      return country;
    }),
  };
}

type Ring = number[][];

/** Whether a ring steps across the antimeridian (from 180° to -180° between two points). */
export function crossesAntimeridian(ring: Ring): boolean {
  return ring.some((point, i) => i > 0 && Math.abs((point[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180);
}

/**
 * A polygon Leaflet can draw on its flat map: one that crosses the antimeridian (Russia, Fiji) would
 * be drawn as a band around the world, so its rings are made continuous (past ±180°) and the polygon
 * is drawn twice, once on each side.
 */
function drawable(polygon: Ring[]): Ring[][] {
  if (!polygon.some(crossesAntimeridian)) return [polygon];
  const unwrapped = polygon.map((ring) => {
    let shift = 0;
    return ring.map((point, i) => {
      const previous = ring[i - 1];
      if (previous) {
        const step = (point[0] ?? 0) - (previous[0] ?? 0);
        if (step > 180) shift -= 360;
        else if (step < -180) shift += 360;
      }
      return [(point[0] ?? 0) + shift, point[1] ?? 0];
    });
  });
  const isEastward = unwrapped.some((ring) => ring.some((point) => (point[0] ?? 0) > 180));
  const offset = isEastward ? -360 : 360;
  return [unwrapped, unwrapped.map((ring) => ring.map(([lon, lat]) => [(lon ?? 0) + offset, lat ?? 0]))];
}

/** The outline's pane: under Leaflet's tile pane (z-index 200), over the map's sea-coloured box. */
export const WORLD_OUTLINE_PANE = { name: 'worldOutline', zIndex: 150 } as const;

/**
 * Light land and grey borders, as a tile map's (land #f2efe9, OpenStreetMap's): the cluster rings
 * keep their 6.6:1 against it (verification-map.module.css).
 */
export const WORLD_OUTLINE_STYLE = {
  color: '#a8a29e',
  weight: 0.8,
  fillColor: '#f2efe9',
  fillOpacity: 1,
} as const;
