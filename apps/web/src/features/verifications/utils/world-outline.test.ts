import { describe, expect, it } from 'vitest';
import { crossesAntimeridian, readWorldCountries, WORLD_OUTLINE_PANE } from './world-outline';

describe('readWorldCountries', () => {
  it('gives the 177 countries of Natural Earth 1:110m as polygons', () => {
    const world = readWorldCountries();
    expect(world.features).toHaveLength(177);
    const names = world.features.map((country) => country.properties?.name);
    expect(names).toEqual(expect.arrayContaining(['France', 'Germany', 'Brazil', 'Morocco']));
    for (const country of world.features)
      expect(['Polygon', 'MultiPolygon']).toContain(country.geometry.type);
  });

  it('draws no band around the world: no ring steps across the antimeridian (Russia and Fiji drawn on both sides)', () => {
    const world = readWorldCountries();
    const polygonsOf = (name: string) => {
      const geometry = world.features.find((country) => country.properties?.name === name)?.geometry;
      return geometry?.type === 'MultiPolygon' ? geometry.coordinates : [];
    };
    for (const country of world.features) {
      const polygons = country.geometry.type === 'MultiPolygon' ? country.geometry.coordinates : [];
      for (const polygon of polygons)
        for (const ring of polygon) expect(crossesAntimeridian(ring)).toBe(false);
    }
    for (const name of ['Russia', 'Fiji']) {
      const longitudes = polygonsOf(name)
        .flat(2)
        .map((point) => point[0] ?? 0);
      expect(Math.min(...longitudes), name).toBeLessThan(-180);
      expect(Math.max(...longitudes), name).toBeGreaterThan(180);
    }
  });

  it('is drawn under the tiles (Leaflet’s tile pane is at 200)', () => {
    expect(WORLD_OUTLINE_PANE.zIndex).toBeLessThan(200);
  });
});
