// Where customers scan: the map's known cities (shared-api contract/cities.ts,
// one list for the demo and the map's fallback) with a weight roughly following
// population, so the demo's map looks like the country.
import { KNOWN_CITIES, type KnownCity } from '@qrguard/shared-api/contract';

export interface City extends KnownCity {
  weight: number;
}

/** Relative share of the demo's scans per city; a city of the list without a weight gets 1. */
const WEIGHTS: Record<string, number> = {
  Jakarta: 30,
  Surabaya: 14,
  Bandung: 12,
  Bekasi: 10,
  Tangerang: 10,
  Depok: 8,
  Medan: 11,
  Semarang: 8,
  Palembang: 7,
  Makassar: 7,
  Bogor: 5,
  Batam: 5,
  Pekanbaru: 5,
  'Bandar Lampung': 4,
  Padang: 4,
  Malang: 4,
  Denpasar: 4,
  Yogyakarta: 4,
  Surakarta: 3,
  Samarinda: 3,
  Balikpapan: 3,
  Banjarmasin: 3,
  Pontianak: 3,
  Manado: 2,
  Jambi: 2,
  Mataram: 2,
  Kupang: 1,
  Ambon: 1,
  Jayapura: 1,
  Cirebon: 2,
  Serang: 2,
  Tasikmalaya: 2,
};

export const CITIES: City[] = KNOWN_CITIES.map((city) => ({ ...city, weight: WEIGHTS[city.name] ?? 1 }));

export const WEIGHTED_CITIES = CITIES.map((c) => [c, c.weight] as const);
