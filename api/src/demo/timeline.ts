// The life of one demo code as ingestion commands, drawn from the seeded
// generator: label scan (some rejected, some scanned twice or by the other
// label maker), filling (activation, a few deactivations, an occasional
// attempt by the wrong oil maker), customer scans around a home city, and for
// a few codes a clone ring: many scans in distant cities within hours. Only
// what happened before `until` is returned. Pure: the same draws give the
// same commands.
import type { CustomerType, ReportReason } from '../domain/constants';
import type { Command } from '../domain/ingest-plan';
import type { Rng } from '../domain/prng';
import { WEIGHTED_CITIES, type City } from './cities';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoProfile {
  /** Codes to issue (spare included), roughly. */
  codes: number;
  /** Labels ordered per PO line. */
  lineSize: [number, number];
  /** Months of history before `until`. */
  months: number;
  /** Share of activated codes that get cloned. */
  cloneRate: number;
  /** Customer scans of a cloned code. */
  cloneScans: [number, number];
  /** Weights of 0..5 customer scans for an ordinary bottle. */
  normalScans: readonly number[];
  /** Not-found scans (counterfeit URLs) per customer scan. */
  notFoundRate: number;
  /** Reports per customer scan: ordinary bottles, cloned ones, not-found URLs. */
  reportRate: number;
  cloneReportRate: number;
  notFoundReportRate: number;
  /** Reports that come with a photo, at most. */
  maxPhotos: number;
  /** Commands per transaction when loading in batches. */
  batchCommands: number;
}

export const DEMO_PROFILES: Record<'small' | 'large', DemoProfile> = {
  // Seconds on PGlite at first start, yet every chart has data, today included.
  small: {
    codes: 6_000,
    lineSize: [60, 220],
    months: 40,
    cloneRate: 0.02,
    cloneScans: [8, 36],
    normalScans: [20, 26, 22, 15, 10, 7],
    notFoundRate: 0.03,
    reportRate: 0.004,
    cloneReportRate: 0.03,
    notFoundReportRate: 0.1,
    maxPhotos: 40,
    batchCommands: 5_000,
  },
  // The benchmark set: about 1 million codes and 10 million scans.
  large: {
    codes: 1_000_000,
    lineSize: [2_000, 9_000],
    months: 40,
    cloneRate: 0.055,
    cloneScans: [60, 260],
    normalScans: [14, 18, 20, 18, 16, 14],
    notFoundRate: 0.03,
    reportRate: 0.002,
    cloneReportRate: 0.01,
    notFoundReportRate: 0.05,
    maxPhotos: 200,
    batchCommands: 25_000,
  },
};

export interface CodeContext {
  qrcode: string;
  /** Local midnight of the PO date. */
  poStart: number;
  labelMakerId: number;
  otherLabelMakerId: number;
  oilMakerId: number;
  otherOilMakerId: number;
  /** The oil maker's app operator who scans on the filling line. */
  oilOperatorId: number | null;
  officerIds: readonly number[];
  station: string;
}

const CUSTOMER_TYPES: readonly (readonly [CustomerType, number])[] = [
  ['Web', 70],
  ['HSO', 10],
  ['Wahana', 8],
  ['MPM', 7],
  ['Daya Motor', 5],
];
const NORMAL_REASONS: readonly (readonly [ReportReason, number])[] = [
  ['Kemasan rusak', 30],
  ['Segel terbuka', 20],
  ['Produk diduga palsu', 20],
  ['QR tidak sesuai produk', 10],
  ['Lainnya', 20],
];
const CLONE_REASONS: readonly (readonly [ReportReason, number])[] = [
  ['Produk diduga palsu', 60],
  ['QR tidak sesuai produk', 20],
  ['Segel terbuka', 10],
  ['Kemasan rusak', 5],
  ['Lainnya', 5],
];
const DESCRIPTIONS: Record<ReportReason, readonly string[]> = {
  'Produk diduga palsu': [
    'Warna oli berbeda dari biasanya.',
    'Harga jauh lebih murah dari toko lain.',
    'Hologram tutup tidak ada.',
  ],
  'Kemasan rusak': ['Botol penyok dan bocor.', 'Label sobek saat dibeli.'],
  'Segel terbuka': ['Segel tutup sudah terbuka saat dibeli.', 'Tutup botol longgar.'],
  'QR tidak sesuai produk': ['Hasil scan menunjukkan varian lain.', 'Volume di hasil scan berbeda dengan botol.'],
  Lainnya: ['Mohon dicek keasliannya.', 'Penjual tidak bisa memberi nota.'],
};
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 Chrome/123.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; CPH2591) AppleWebKit/537.36 Chrome/125.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
];

/** Daytime in the business time zone: hours after local midnight, busier in the evening. */
function daytime(rng: Rng, dayStart: number, work = false): number {
  const hour = work
    ? rng.int(8, 16)
    : rng.weighted([
        [7, 1],
        [9, 2],
        [11, 2],
        [13, 2],
        [16, 3],
        [18, 4],
        [19, 4],
        [20, 3],
        [21, 2],
      ] as const);
  return dayStart + hour * HOUR + rng.int(0, 59) * MINUTE + rng.int(0, 59) * 1000;
}

const dayOf = (poStart: number, t: number) => poStart + Math.floor((t - poStart) / DAY) * DAY;

function near(rng: Rng, city: City, spread = 0.06): { lat: number; lng: number } {
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    lat: round(city.lat + (rng.next() - 0.5) * 2 * spread),
    lng: round(city.lng + (rng.next() - 0.5) * 2 * spread),
  };
}

export const QR_URL_BASE = 'https://qrguard.id/q/';
const FAKE_HOSTS = ['https://qrguard.id/q/', 'https://qr-guard.co/q/', 'http://cek-oli.id/v/', 'https://qrguard.id/x/'];
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random code-like token (Crockford base32). */
export function token(rng: Rng, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[Math.floor(rng.next() * 32)];
  return s;
}

export interface TimelineCounters {
  photos: number;
}

/** Appends the commands of one code's life (and the counterfeit scans around it) to `out`. */
export function codeTimeline(
  rng: Rng,
  c: CodeContext,
  p: DemoProfile,
  until: number,
  out: Command[],
  counters: TimelineCounters,
): void {
  const mine: Command[] = [];
  drawLife(rng, c, p, until, mine, counters);
  // The engine applies a code's commands in order: keep them in time order.
  mine.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const cmd of mine) out.push(cmd);
}

function drawLife(
  rng: Rng,
  c: CodeContext,
  p: DemoProfile,
  until: number,
  out: Command[],
  counters: TimelineCounters,
): void {
  const url = QR_URL_BASE + c.qrcode;
  const push = (cmd: Command) => {
    if (cmd.at.getTime() <= until) out.push(cmd);
  };
  const report = (
    at: number,
    reasons: typeof NORMAL_REASONS,
    qrcodeOf: string | null,
    scannedUrl: string,
    place: { lat: number; lng: number } | null,
  ) => {
    const reason = rng.weighted(reasons);
    const photo = counters.photos < p.maxPhotos && rng.chance(0.4);
    if (photo) counters.photos++;
    push({
      kind: 'report',
      qrcode: qrcodeOf,
      url: scannedUrl,
      reason,
      description: rng.pick(DESCRIPTIONS[reason]),
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      // The generator stores the picture and fills in the key.
      photo: photo ? { key: '', type: 'png', bytes: 0 } : null,
      at: new Date(at + rng.int(2, 30) * MINUTE),
    });
  };
  const customer = (
    at: number,
    place: { lat: number; lng: number } | null,
    type: CustomerType,
    reportRate: number,
    reasons: typeof NORMAL_REASONS,
  ) => {
    push({
      kind: 'customer',
      qrcode: c.qrcode,
      url,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      customerType: type,
      at: new Date(at),
      device: rng.pick(USER_AGENTS),
    });
    if (rng.chance(reportRate)) report(at, reasons, c.qrcode, url, place);
    if (rng.chance(p.notFoundRate)) {
      // Somewhere else, someone scans a counterfeit label whose URL names no code.
      const city = rng.weighted(WEIGHTED_CITIES);
      const fake = rng.pick(FAKE_HOSTS) + token(rng, rng.chance(0.7) ? 12 : 10);
      const when = at + rng.int(-12, 12) * HOUR;
      const place2 = rng.chance(0.85) ? near(rng, city) : null;
      push({
        kind: 'customer',
        qrcode: null,
        url: fake,
        lat: place2?.lat ?? null,
        lng: place2?.lng ?? null,
        customerType: 'Web',
        at: new Date(when),
        device: rng.pick(USER_AGENTS),
      });
      if (rng.chance(p.notFoundReportRate)) report(when, CLONE_REASONS, null, fake, place2);
    }
  };

  // 1. The label maker prints and verifies the label.
  const labelAt = daytime(rng, c.poStart + rng.int(1, 20) * DAY, true);
  if (rng.chance(0.004)) {
    push({
      kind: 'label',
      qrcode: c.qrcode,
      url,
      labelMakerId: c.otherLabelMakerId,
      result: 'Success',
      at: new Date(labelAt - rng.int(1, 5) * HOUR),
      device: 'Station 1',
    });
  }
  const labelResult = rng.chance(0.03) ? 'Reject' : 'Success';
  push({
    kind: 'label',
    qrcode: c.qrcode,
    url,
    labelMakerId: c.labelMakerId,
    result: labelResult,
    at: new Date(labelAt),
    device: c.station,
  });
  if (rng.chance(0.015)) {
    push({
      kind: 'label',
      qrcode: c.qrcode,
      url,
      labelMakerId: c.labelMakerId,
      result: 'Success',
      at: new Date(labelAt + rng.int(2, 30) * MINUTE),
      device: c.station,
    });
  }
  if (labelResult === 'Reject') return;

  // 2. The oil maker fills the bottle and activates (or deactivates) the code.
  const oilAt = daytime(rng, dayOf(c.poStart, labelAt) + rng.int(3, 30) * DAY, true);
  if (oilAt > until) {
    // Labelled but not filled yet; now and then a leaked label is scanned by a customer.
    if (rng.chance(0.04))
      customer(
        daytime(rng, dayOf(c.poStart, labelAt) + rng.int(1, 10) * DAY),
        near(rng, rng.weighted(WEIGHTED_CITIES)),
        'Web',
        0.2,
        CLONE_REASONS,
      );
    return;
  }
  if (rng.chance(0.003)) {
    push({
      kind: 'oil',
      qrcode: c.qrcode,
      url,
      oilMakerId: c.otherOilMakerId,
      action: 'ACTIVATE',
      appUserId: null,
      at: new Date(oilAt - rng.int(1, 48) * HOUR),
    });
  }
  const action = rng.chance(0.015) ? 'DEACTIVATE' : 'ACTIVATE';
  push({
    kind: 'oil',
    qrcode: c.qrcode,
    url,
    oilMakerId: c.oilMakerId,
    action,
    appUserId: c.oilOperatorId,
    at: new Date(oilAt),
  });
  if (rng.chance(0.01)) {
    push({
      kind: 'oil',
      qrcode: c.qrcode,
      url,
      oilMakerId: c.oilMakerId,
      action,
      appUserId: c.oilOperatorId,
      at: new Date(oilAt + rng.int(1, 20) * MINUTE),
    });
  }
  const oilDay = dayOf(c.poStart, oilAt);
  if (action === 'DEACTIVATE') {
    if (rng.chance(0.3)) customer(daytime(rng, oilDay + rng.int(10, 90) * DAY), null, 'Web', 0.2, NORMAL_REASONS);
    return;
  }

  // 3. Customers scan the bottle where it was sold.
  const home = rng.weighted(WEIGHTED_CITIES);
  const scans = rng.weighted(p.normalScans.map((w, i) => [i, w] as const));
  let day = oilDay + rng.int(5, 150) * DAY;
  for (let i = 0; i < scans; i++) {
    const place = rng.chance(0.85) ? near(rng, home) : null;
    customer(daytime(rng, day), place, rng.weighted(CUSTOMER_TYPES), p.reportRate, NORMAL_REASONS);
    day += rng.int(0, 20) * DAY;
  }
  // Now and then an old bottle is scanned long after: expired once past 3 years.
  if (rng.chance(until - oilDay > 3 * 365 * DAY ? 0.25 : 0.02))
    customer(daytime(rng, oilDay + rng.int(1000, 1250) * DAY), near(rng, home), 'Web', p.reportRate, NORMAL_REASONS);

  // 4. A clone ring copies the code onto counterfeit bottles sold in several cities.
  if (rng.chance(p.cloneRate)) {
    const ring: City[] = [];
    const size = rng.int(3, 6);
    while (ring.length < size) {
      const city = rng.weighted(WEIGHTED_CITIES);
      if (!ring.includes(city)) ring.push(city);
    }
    let t = daytime(rng, oilDay + rng.int(20, 300) * DAY);
    const n = rng.int(p.cloneScans[0], p.cloneScans[1]);
    for (let j = 0; j < n && t <= until; j++) {
      const place = rng.chance(0.9) ? near(rng, rng.pick(ring)) : null;
      customer(t, place, rng.chance(0.85) ? 'Web' : rng.weighted(CUSTOMER_TYPES), p.cloneReportRate, CLONE_REASONS);
      t += rng.chance(0.1) ? rng.int(1, 6) * DAY : rng.int(5, 480) * MINUTE;
    }
    if (c.officerIds.length > 0 && rng.chance(0.3)) {
      const place = near(rng, rng.pick(ring), 0.02);
      push({
        kind: 'enforcement',
        qrcode: c.qrcode,
        url,
        lat: place.lat,
        lng: place.lng,
        appUserId: rng.pick(c.officerIds),
        at: new Date(t + rng.int(1, 10) * DAY),
      });
    }
  }
}
