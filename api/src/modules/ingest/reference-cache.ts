// Names of products and companies, kept in memory: every customer scan answers
// with the product's name, and these lists change rarely. Re-read after a
// minute, or at once when an unknown id shows up (a product added meanwhile).
import type { Queryable } from '../../db';

export interface ProductInfo {
  id: number;
  name: string;
  partNo: string;
  type: string;
  volumeMl: number;
  variant: string;
  description: string;
  image: string;
}

export interface OilMakerInfo {
  id: number;
  code: string;
  name: string;
}

interface Snapshot {
  at: number;
  products: Map<number, ProductInfo>;
  oilMakers: Map<number, OilMakerInfo>;
  labelMakers: Map<number, string>;
  bottleMakers: Map<number, string>;
  variants: Map<number, string>;
}

export class ReferenceCache {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly maxAgeMs = 60_000,
  ) {}

  private async load(): Promise<Snapshot> {
    const [products, oilMakers, labelMakers, bottleMakers, variants] = await Promise.all([
      this.db.query<{
        id: number;
        name: string;
        part_no: string;
        type: string;
        volume_ml: number;
        variant: string;
        description: string;
        image: string;
      }>(
        'select p.id, p.name, p.part_no, p.type, p.volume_ml, v.name as variant, p.description, p.image from products p join variants v on v.id = p.variant_id',
      ),
      this.db.query<OilMakerInfo>('select id, code, name from oil_makers'),
      this.db.query<{ id: number; name: string }>('select id, name from label_makers'),
      this.db.query<{ id: number; name: string }>('select id, name from bottle_makers'),
      this.db.query<{ id: number; name: string }>('select id, name from variants'),
    ]);
    return {
      at: Date.now(),
      products: new Map(
        products.map((p) => [
          p.id,
          {
            id: p.id,
            name: p.name,
            partNo: p.part_no,
            type: p.type,
            volumeMl: p.volume_ml,
            variant: p.variant,
            description: p.description,
            image: p.image,
          },
        ]),
      ),
      oilMakers: new Map(oilMakers.map((o) => [o.id, o])),
      labelMakers: new Map(labelMakers.map((l) => [l.id, l.name])),
      bottleMakers: new Map(bottleMakers.map((b) => [b.id, b.name])),
      variants: new Map(variants.map((v) => [v.id, v.name])),
    };
  }

  private async fresh(force = false): Promise<Snapshot> {
    if (!force && this.snapshot && Date.now() - this.snapshot.at < this.maxAgeMs) return this.snapshot;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    this.snapshot = await this.loading;
    return this.snapshot;
  }

  /** Looks up in the current snapshot; reloads once when the id is unknown. */
  private async find<T>(pick: (s: Snapshot) => T | undefined): Promise<T | undefined> {
    const found = pick(await this.fresh());
    return found !== undefined ? found : pick(await this.fresh(true));
  }

  product = (id: number) => this.find((s) => s.products.get(id));
  oilMaker = (id: number) => this.find((s) => s.oilMakers.get(id));
  labelMaker = (id: number) => this.find((s) => s.labelMakers.get(id));
  bottleMaker = (id: number) => this.find((s) => s.bottleMakers.get(id));
  variant = (id: number) => this.find((s) => s.variants.get(id));
}
