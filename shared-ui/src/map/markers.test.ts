// Marker preparation and the fallback's grouping (issue 11): which rows are
// located, where each preset looks, and the nearest-city counts.
import { KNOWN_CITIES } from '@qrguard/shared-api';
import {
  COUNTRY_ZOOM,
  INDONESIA_CENTER,
  groupByCity,
  mapView,
  pointsTotal,
  prepareMarkers,
  toCoordinate,
} from './markers';

describe('prepareMarkers', () => {
  it('keeps rows whose lat and lng are both finite and non-zero, and centres on their mean', () => {
    const prepared = prepareMarkers([
      { lat: -6.2, lng: 106.8, label: 'A' },
      { lat: 0, lng: 106.8 }, // lat 0: not located
      { lat: -6.2, lng: 0 }, // lng 0: not located
      { lat: 0, lng: 0 },
      { lat: null, lng: 106.8 },
      { lat: -6.2 }, // lng missing
      { lat: Number.NaN, lng: 106.8 },
      { lat: Number.POSITIVE_INFINITY, lng: 106.8 },
      { lat: '', lng: '106.8' },
      { lat: 'abc', lng: '106.8' },
      { lat: 95, lng: 106.8 }, // off the globe
      { lat: -6.2, lng: 200 },
      { lat: '3.6', lng: '98.6' }, // numeric text is a coordinate
    ]);
    expect(prepared.points).toEqual([
      { lat: -6.2, lng: 106.8, label: 'A' },
      { lat: 3.6, lng: 98.6 },
    ]);
    expect(prepared.unlocated).toBe(11);
    expect(prepared.center!.lat).toBeCloseTo((-6.2 + 3.6) / 2, 10);
    expect(prepared.center!.lng).toBeCloseTo((106.8 + 98.6) / 2, 10);
  });

  it('has no centre when nothing is located', () => {
    expect(prepareMarkers([])).toEqual({ points: [], center: null, unlocated: 0 });
    expect(prepareMarkers([{ lat: 0, lng: 0 }])).toEqual({ points: [], center: null, unlocated: 1 });
  });

  it('reads numbers and numeric text only', () => {
    expect(toCoordinate(1.5)).toBe(1.5);
    expect(toCoordinate(' -6.2 ')).toBe(-6.2);
    expect(toCoordinate('  ')).toBeNull();
    expect(toCoordinate(undefined)).toBeNull();
    expect(toCoordinate({})).toBeNull();
    expect(toCoordinate(Number.NEGATIVE_INFINITY)).toBeNull();
  });
});

describe('mapView: the zooms and centres of spec 9', () => {
  const located = prepareMarkers([
    { lat: -6, lng: 106 },
    { lat: -8, lng: 110 },
  ]);
  const nothing = prepareMarkers([{ lat: 0, lng: 0 }]);

  it('customer distribution: Indonesia-centred at zoom 5', () => {
    expect(mapView(located, 'distribution')).toEqual({ center: INDONESIA_CENTER, zoom: 5, mapTypeId: 'roadmap' });
    expect(mapView(located)).toEqual(mapView(located, 'distribution'));
  });

  it('detail map: zoom 14 on the point', () => {
    expect(mapView(prepareMarkers([{ lat: -6.2, lng: 106.8 }]), 'detail')).toEqual({
      center: { lat: -6.2, lng: 106.8 },
      zoom: 14,
      mapTypeId: 'roadmap',
    });
  });

  it('suspect map: terrain, zoom 7 on the mean of the located scans', () => {
    expect(mapView(located, 'suspect')).toEqual({ center: { lat: -7, lng: 108 }, zoom: 7, mapTypeId: 'terrain' });
  });

  it.each(['distribution', 'detail', 'suspect'] as const)('%s with nothing located: Indonesia at zoom 5', (preset) => {
    const view = mapView(nothing, preset);
    expect(view.center).toEqual(INDONESIA_CENTER);
    expect(view.zoom).toBe(COUNTRY_ZOOM);
  });

  it("the page's zoom and centre win", () => {
    expect(mapView(located, 'suspect', { zoom: 9, center: { lat: 1, lng: 2 } })).toMatchObject({
      center: { lat: 1, lng: 2 },
      zoom: 9,
    });
  });
});

describe('groupByCity', () => {
  it('counts the points by their nearest known city, most first, ties by name', () => {
    const groups = groupByCity([
      { lat: -6.21, lng: 106.85 }, // Jakarta
      { lat: -6.2, lng: 106.84 }, // Jakarta
      { lat: 3.59, lng: 98.67 }, // Medan
      { lat: -8.67, lng: 115.21 }, // Denpasar
      { lat: -2.53, lng: 140.72 }, // Jayapura
    ]);
    expect(groups.map((g) => [g.city, g.count])).toEqual([
      ['Jakarta', 2],
      ['Denpasar', 1],
      ['Jayapura', 1],
      ['Medan', 1],
    ]);
    expect(groups[0]).toMatchObject({ lat: -6.2088, lng: 106.8456 });
  });

  it('puts a point far from every city with the nearest one anyway', () => {
    expect(groupByCity([{ lat: 4.0, lng: 96.0 }])).toEqual([expect.objectContaining({ city: 'Medan', count: 1 })]);
  });

  it('is empty for no points, and groups every demo city onto itself', () => {
    expect(groupByCity([])).toEqual([]);
    const groups = groupByCity(KNOWN_CITIES);
    expect(groups).toHaveLength(KNOWN_CITIES.length);
    expect(groups.every((g) => g.count === 1)).toBe(true);
  });
});

describe('points that stand for several scans (count)', () => {
  it('keeps the count and groups by it', () => {
    const { points } = prepareMarkers([
      { lat: -6.2088, lng: 106.8456, count: 7 },
      { lat: -6.2, lng: 106.85 },
      { lat: 0, lng: 0, count: 5 },
    ]);
    expect(points).toEqual([
      { lat: -6.2088, lng: 106.8456, count: 7 },
      { lat: -6.2, lng: 106.85 },
    ]);
    expect(pointsTotal(points)).toBe(8);
    expect(groupByCity(points).map((g) => [g.city, g.count])).toEqual([['Jakarta', 8]]);
  });
});
