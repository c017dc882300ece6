// How many report photos are kept (issue 9): the size of one is capped while
// it streams in (PHOTO_MAX_BYTES, a 413); here, how many. Per client address
// and UTC day, so one address cannot fill the disk, and per code (all reports
// together), so one bottle cannot collect photos without end; either is a 429
// with a message. The per-address count is kept in this process, like the
// public rate limit (several API instances each allow the figure); the
// per-code count is read from the database, so every instance agrees.
import type { Db } from '../../db';
import { HttpError, tooManyRequests } from '../../http/errors';

export interface PhotoQuotaLimits {
  perAddressPerDay: number;
  perCode: number;
}

const DAY_MS = 86_400_000;

export class PhotoQuota {
  private day = -1;
  private readonly used = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly limits: PhotoQuotaLimits,
  ) {}

  /**
   * Takes one photo of the address's allowance, or refuses with a 429. The
   * returned function gives it back (the report failed, or was a retry whose
   * photo is not kept). `qrcode` and `url` name the code the report is about.
   */
  async admit(address: string, qrcode: string | null, url: string, now = new Date()): Promise<() => void> {
    const day = Math.floor(now.getTime() / DAY_MS);
    if (day !== this.day) {
      this.day = day;
      this.used.clear();
    }
    const used = this.used.get(address) ?? 0;
    if (used >= this.limits.perAddressPerDay) {
      const untilTomorrow = ((day + 1) * DAY_MS - now.getTime()) / 1000;
      throw tooManyRequests(
        `Too many photos from this address today: at most ${this.limits.perAddressPerDay} a day. Send the report without a photo, or try again tomorrow.`,
        untilTomorrow,
      );
    }
    // Taken before the count below is read, so that concurrent uploads from one address cannot all pass.
    this.used.set(address, used + 1);
    let given = false;
    const giveBack = () => {
      if (given || this.day !== day) return;
      given = true;
      const n = this.used.get(address) ?? 1;
      if (n <= 1) this.used.delete(address);
      else this.used.set(address, n - 1);
    };
    try {
      await this.checkCode(qrcode, url);
    } catch (err) {
      giveBack();
      throw err;
    }
    return giveBack;
  }

  private async checkCode(qrcode: string | null, url: string): Promise<void> {
    // A text naming no issued code is counted by the text itself (reports keep it verbatim).
    const [row] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from customer_reports r
        where r.photo_key is not null
          and (r.qr_code_id = (select id from qr_codes where qrcode = $1) or (r.qr_code_id is null and r.url = $2))`,
      [qrcode, url],
    );
    if (row!.n >= this.limits.perCode)
      throw new HttpError(
        429,
        `This code already has ${this.limits.perCode} photos, the most kept for one code. Send the report without a photo.`,
        [{ field: 'body/photo', message: `at most ${this.limits.perCode} photos are kept for one code` }],
      );
  }
}
