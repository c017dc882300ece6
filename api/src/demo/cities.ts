// Where customers scan: Indonesian cities with their coordinates and a weight
// roughly following population, so the map looks like the country.

export interface City {
  name: string;
  lat: number;
  lng: number;
  weight: number;
}

export const CITIES: City[] = [
  { name: 'Jakarta', lat: -6.2088, lng: 106.8456, weight: 30 },
  { name: 'Surabaya', lat: -7.2575, lng: 112.7521, weight: 14 },
  { name: 'Bandung', lat: -6.9175, lng: 107.6191, weight: 12 },
  { name: 'Bekasi', lat: -6.2383, lng: 106.9756, weight: 10 },
  { name: 'Tangerang', lat: -6.1783, lng: 106.6319, weight: 10 },
  { name: 'Depok', lat: -6.4025, lng: 106.7942, weight: 8 },
  { name: 'Medan', lat: 3.5952, lng: 98.6722, weight: 11 },
  { name: 'Semarang', lat: -6.9667, lng: 110.4167, weight: 8 },
  { name: 'Palembang', lat: -2.9761, lng: 104.7754, weight: 7 },
  { name: 'Makassar', lat: -5.1477, lng: 119.4327, weight: 7 },
  { name: 'Bogor', lat: -6.5971, lng: 106.806, weight: 5 },
  { name: 'Batam', lat: 1.0456, lng: 104.0305, weight: 5 },
  { name: 'Pekanbaru', lat: 0.5071, lng: 101.4478, weight: 5 },
  { name: 'Bandar Lampung', lat: -5.3971, lng: 105.2668, weight: 4 },
  { name: 'Padang', lat: -0.9471, lng: 100.4172, weight: 4 },
  { name: 'Malang', lat: -7.9666, lng: 112.6326, weight: 4 },
  { name: 'Denpasar', lat: -8.6705, lng: 115.2126, weight: 4 },
  { name: 'Yogyakarta', lat: -7.7956, lng: 110.3695, weight: 4 },
  { name: 'Surakarta', lat: -7.5755, lng: 110.8243, weight: 3 },
  { name: 'Samarinda', lat: -0.5022, lng: 117.1536, weight: 3 },
  { name: 'Balikpapan', lat: -1.2379, lng: 116.8529, weight: 3 },
  { name: 'Banjarmasin', lat: -3.3186, lng: 114.5944, weight: 3 },
  { name: 'Pontianak', lat: -0.0263, lng: 109.3425, weight: 3 },
  { name: 'Manado', lat: 1.4748, lng: 124.8421, weight: 2 },
  { name: 'Jambi', lat: -1.6101, lng: 103.6131, weight: 2 },
  { name: 'Mataram', lat: -8.5833, lng: 116.1167, weight: 2 },
  { name: 'Kupang', lat: -10.1772, lng: 123.607, weight: 1 },
  { name: 'Ambon', lat: -3.6954, lng: 128.1814, weight: 1 },
  { name: 'Jayapura', lat: -2.5337, lng: 140.7181, weight: 1 },
  { name: 'Cirebon', lat: -6.732, lng: 108.5523, weight: 2 },
  { name: 'Serang', lat: -6.1201, lng: 106.1503, weight: 2 },
  { name: 'Tasikmalaya', lat: -7.3274, lng: 108.2207, weight: 2 },
];

export const WEIGHTED_CITIES = CITIES.map((c) => [c, c.weight] as const);
