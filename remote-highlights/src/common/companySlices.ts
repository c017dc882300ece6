// Company rows of the API (count and sub_data per variant) as pie slices with
// their variant breakdown.
import type { CompanyRow } from '@qrguard/shared-api';
import type { BreakdownSlice } from '@qrguard/shared-ui';

export function companySlices(rows: readonly CompanyRow[]): BreakdownSlice[] {
  return rows.map((row) => ({
    name: row.company,
    value: row.count,
    breakdown: row.sub_data.map((sub) => ({ name: sub.variant, value: sub.count })),
  }));
}

export const companiesAreEmpty = (rows: readonly CompanyRow[]): boolean => rows.every((row) => !row.count);
