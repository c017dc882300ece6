// Products of the programme: each variant (seeded by reference-data.ts) in
// the bottles it is sold in. Written at every start, idempotently, like the
// other reference data; an admin's later edits to a product are kept.
import type { Queryable } from './types';

export interface ProductSeed {
  variant: string;
  partNo: string;
  name: string;
  type: string;
  volumeMl: number;
  description: string;
}

export const PRODUCTS: ProductSeed[] = [
  {
    variant: 'MPX1',
    partNo: 'QG-MPX1-0800',
    name: 'MPX1 10W-30 0.8 L',
    type: 'Oli Motor Bebek & Sport',
    volumeMl: 800,
    description: 'Mineral engine oil for manual-clutch motorcycles, JASO MA2.',
  },
  {
    variant: 'MPX1',
    partNo: 'QG-MPX1-1000',
    name: 'MPX1 10W-30 1 L',
    type: 'Oli Motor Bebek & Sport',
    volumeMl: 1000,
    description: 'Mineral engine oil for manual-clutch motorcycles, JASO MA2.',
  },
  {
    variant: 'MPX2',
    partNo: 'QG-MPX2-0800',
    name: 'MPX2 10W-30 0.8 L',
    type: 'Oli Motor Matic',
    volumeMl: 800,
    description: 'Engine oil for automatic scooters, JASO MB.',
  },
  {
    variant: 'MPX2',
    partNo: 'QG-MPX2-0650',
    name: 'MPX2 10W-30 0.65 L',
    type: 'Oli Motor Matic',
    volumeMl: 650,
    description: 'Engine oil for small automatic scooters, JASO MB.',
  },
  {
    variant: 'MPX3',
    partNo: 'QG-MPX3-0800',
    name: 'MPX3 10W-30 0.8 L',
    type: 'Oli Motor Matic Besar',
    volumeMl: 800,
    description: 'Engine oil for large automatic scooters, JASO MB.',
  },
  {
    variant: 'SPX1',
    partNo: 'QG-SPX1-0800',
    name: 'SPX1 5W-30 0.8 L',
    type: 'Oli Motor Sintetik',
    volumeMl: 800,
    description: 'Fully synthetic oil for manual-clutch motorcycles.',
  },
  {
    variant: 'SPX1',
    partNo: 'QG-SPX1-1000',
    name: 'SPX1 5W-30 1 L',
    type: 'Oli Motor Sintetik',
    volumeMl: 1000,
    description: 'Fully synthetic oil for manual-clutch motorcycles.',
  },
  {
    variant: 'SPX2',
    partNo: 'QG-SPX2-0800',
    name: 'SPX2 5W-30 0.8 L',
    type: 'Oli Motor Matic Sintetik',
    volumeMl: 800,
    description: 'Fully synthetic oil for automatic scooters.',
  },
];

export async function seedProducts(q: Queryable): Promise<void> {
  for (const p of PRODUCTS) {
    await q.query(
      `insert into products (variant_id, part_no, name, type, volume_ml, description, image)
       select v.id, $2, $3, $4, $5, $6, $7 from variants v where v.name = $1
       on conflict (part_no) do nothing`,
      [p.variant, p.partNo, p.name, p.type, p.volumeMl, p.description, `${p.variant}.png`],
    );
  }
}
