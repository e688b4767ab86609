import {
  type BoundingBox,
  clampBoundingBox,
  geohashPrecisionForZoom,
  isSingleHitsZoom,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  type VerificationQueryInput,
} from './schemas/verifications.js';

/**
 * The markers request of a map view (statistics.md section 9), shared by the web's map and the
 * queries bench (issue 33), so that the bench times exactly what the browser sends.
 */
export type MarkersRequest = Omit<VerificationQueryInput, 'aggregation'>;

/** The map's start zoom (the smallest): its request is the whole world's (decision 265). */
export const MAP_START_ZOOM = MAP_MIN_ZOOM;
/** The whole world: what the map shows at its start zoom. */
export const MAP_WORLD_BOX: BoundingBox = { north: 90, east: 180, south: -90, west: -180 };
/** One Web Mercator tile's side in pixels: the world is 256 · 2^zoom pixels wide. */
export const MAP_TILE_SIZE = 256;

/**
 * The markers request of the visible box at a zoom: the geohash precision of the zoom, single hits
 * (hits = 1) above zoom 8, the box clamped to ±90/±180 (Leaflet reports beyond when the world
 * repeats), with the panel's filters. At the start zoom (2, the smallest) the request is the whole
 * world's, whatever the window's size: at most 1,024 cells of precision 2, and the same request for
 * every window, so it can be fetched before the map exists (decision 265).
 */
export function markersRequestOf(box: BoundingBox, zoom: number, filters: MarkersRequest): MarkersRequest {
  return {
    ...filters,
    precision: geohashPrecisionForZoom(zoom),
    hits: isSingleHitsZoom(zoom) ? 1 : 0,
    bounding_box: zoom <= MAP_START_ZOOM ? MAP_WORLD_BOX : clampBoundingBox(box),
  };
}

/** The first view's markers request (the start zoom, the whole world). */
export function startMarkersRequestOf(filters: MarkersRequest): MarkersRequest {
  return markersRequestOf(MAP_WORLD_BOX, MAP_START_ZOOM, filters);
}

/** A map view: its centre, its zoom and its size in pixels. */
export type MapView = { lat: number; lon: number; zoom: number; width: number; height: number };

const MAX_MERCATOR_LATITUDE = 85.0511287798;
const toRadians = Math.PI / 180;

/** The world pixel of a position at a world `size` pixels wide (Web Mercator, as Leaflet's EPSG:3857). */
function pixelOf(lat: number, lon: number, size: number): { x: number; y: number } {
  const sin = Math.sin(Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, lat)) * toRadians);
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

function latitudeOf(y: number, size: number): number {
  return Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) / toRadians;
}

/** A view's centre pixel kept inside the world, as Leaflet's maxBounds (viscosity 1) keeps it. */
function keptInside(center: number, view: number, world: number): number {
  if (view >= world) return world / 2;
  return Math.min(world - view / 2, Math.max(view / 2, center));
}

/**
 * The box a map of `width` × `height` pixels shows at `zoom` around a centre, as Leaflet's
 * `getBounds()` gives it (Web Mercator: 360 / (256 · 2^zoom) degrees of longitude per pixel), the
 * view kept inside the world as the web's map keeps it (maxBounds, viscosity 1), within a pixel.
 */
export function viewBoxOf(view: MapView): BoundingBox {
  const world = MAP_TILE_SIZE * 2 ** view.zoom;
  const center = pixelOf(view.lat, view.lon, world);
  const x = keptInside(center.x, view.width, world);
  const y = keptInside(center.y, view.height, world);
  return {
    north: latitudeOf(y - view.height / 2, world),
    south: latitudeOf(y + view.height / 2, world),
    west: ((x - view.width / 2) / world) * 360 - 180,
    east: ((x + view.width / 2) / world) * 360 - 180,
  };
}

/** The markers request the web's map sends for a view (its box, precision and hits) with filters. */
export function mapViewRequestOf(view: MapView, filters: MarkersRequest): MarkersRequest {
  return markersRequestOf(viewBoxOf(view), view.zoom, filters);
}

/**
 * The largest map window the portal expects (a 4K screen, 3,840 × 2,160 px): a box wider or taller
 * than this window's view at a precision's smallest zoom is wider than any view of that precision.
 */
export const MAP_LARGEST_WINDOW = { width: 3_840, height: 2_160 } as const;

/** The smallest zoom whose markers request asks for `precision` (null: no zoom asks for it). */
export function smallestZoomOf(precision: number): number | null {
  for (let zoom = MAP_MIN_ZOOM; zoom <= MAP_MAX_ZOOM; zoom += 1) {
    if (geohashPrecisionForZoom(zoom) === precision) return zoom;
  }
  return null;
}

/**
 * Whether a box is larger than the view of the largest window at the smallest zoom of `precision`
 * (decision 324): its longitude span wider, or its latitude span taller than that view's at the
 * equator, where a view spans the most latitude. No box (the world) is larger.
 */
export function isLargerThanViewOf(box: BoundingBox | null, precision: number): boolean {
  const zoom = smallestZoomOf(precision);
  if (box === null || zoom === null) return true;
  const degreesPerPixel = 360 / (MAP_TILE_SIZE * 2 ** zoom);
  const lonSpan = box.east >= box.west ? box.east - box.west : 360 - (box.west - box.east);
  return (
    lonSpan > MAP_LARGEST_WINDOW.width * degreesPerPixel ||
    box.north - box.south > MAP_LARGEST_WINDOW.height * degreesPerPixel
  );
}
