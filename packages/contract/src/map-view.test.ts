import { describe, expect, it } from 'vitest';
import {
  MAP_TILE_SIZE,
  mapViewRequestOf,
  markersRequestOf,
  startMarkersRequestOf,
  viewBoxOf,
} from './map-view.js';

const box = { north: 52.6, east: 13.8, south: 52.3, west: 13.1 };

describe('markersRequestOf', () => {
  it('asks for buckets at the precision of the zoom up to zoom 8', () => {
    expect(markersRequestOf(box, 3, { domains: ['MOPAR'] })).toEqual({
      domains: ['MOPAR'],
      precision: 2,
      hits: 0,
      bounding_box: box,
    });
    expect(markersRequestOf(box, 5, {})).toMatchObject({ precision: 3, hits: 0 });
    expect(markersRequestOf(box, 7.5, {})).toMatchObject({ precision: 5, hits: 0 });
    expect(markersRequestOf(box, 8, {})).toMatchObject({ precision: 6, hits: 0 });
  });

  it('asks for single hits (hits = 1) above zoom 8', () => {
    expect(markersRequestOf(box, 9, {})).toMatchObject({ precision: 6, hits: 1 });
    expect(markersRequestOf(box, 12, {})).toMatchObject({ precision: 7, hits: 1 });
    expect(markersRequestOf(box, 18, {})).toMatchObject({ precision: 9, hits: 1 });
  });

  it('asks for the whole world at the start zoom, whatever the window shows, so that it can be fetched ahead', () => {
    expect(markersRequestOf(box, 2, { domains: ['MOPAR'] })).toEqual({
      domains: ['MOPAR'],
      precision: 2,
      hits: 0,
      bounding_box: { north: 90, east: 180, south: -90, west: -180 },
    });
    expect(startMarkersRequestOf({ tags: ['a'] })).toEqual(markersRequestOf(box, 2, { tags: ['a'] }));
  });

  it('clamps a box beyond the world to ±90 and ±180', () => {
    expect(markersRequestOf({ north: 95, east: 400, south: -120, west: -250 }, 3, {}).bounding_box).toEqual({
      north: 90,
      east: 180,
      south: -90,
      west: -180,
    });
  });
});

describe('viewBoxOf', () => {
  const view = { lat: 46.5, lon: 2.5, width: 1366, height: 600 };

  it('spans width · 360 / (256 · 2^zoom) degrees of longitude, as Leaflet shows it', () => {
    const box = viewBoxOf({ ...view, zoom: 7 });
    expect(box.east - box.west).toBeCloseTo((1366 * 360) / (MAP_TILE_SIZE * 2 ** 7), 9);
    expect(box.east - box.west).toBeCloseTo(15, 0);
    expect((box.east + box.west) / 2).toBeCloseTo(2.5, 9);
    // Mercator: about 4.4° of latitude at 46.5° N for 600 px at zoom 7.
    expect(box.north - box.south).toBeGreaterThan(4.2);
    expect(box.north - box.south).toBeLessThan(4.6);
    expect(box.north).toBeGreaterThan(46.5);
    expect(box.south).toBeLessThan(46.5);
  });

  it('halves the box with every zoom', () => {
    const at = (zoom: number) => {
      const box = viewBoxOf({ ...view, zoom });
      return box.east - box.west;
    };
    for (let zoom = 4; zoom < 18; zoom += 1) expect(at(zoom) / at(zoom + 1)).toBeCloseTo(2, 9);
  });

  it('keeps the view inside the world as the map does (no box beyond ±180)', () => {
    const box = viewBoxOf({ lat: 0, lon: -140, zoom: 3, width: 1366, height: 600 });
    expect(box.west).toBeCloseTo(-180, 9);
    expect(box.east).toBeCloseTo(-180 + (1366 * 360) / (256 * 8), 9);
    expect(box.north).toBeCloseTo(-box.south, 9);
  });
});

describe('mapViewRequestOf', () => {
  it('is the markers request of the view box at its zoom', () => {
    const view = { lat: 48.86, lon: 2.35, zoom: 12, width: 1366, height: 600 };
    expect(mapViewRequestOf(view, { tags: ['promo'] })).toEqual(
      markersRequestOf(viewBoxOf(view), 12, { tags: ['promo'] }),
    );
    expect(mapViewRequestOf(view, {})).toMatchObject({ precision: 7, hits: 1 });
    expect(mapViewRequestOf({ ...view, zoom: 2 }, {}).bounding_box).toEqual({
      north: 90,
      east: 180,
      south: -90,
      west: -180,
    });
  });
});
