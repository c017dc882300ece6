// The per-variant keys of the chart rows and the names they stand for. The API
// writes a variant's name without spaces (activate_MPX1) and, in the reason
// rows, also lowercased (mpx1); the legend shows the master list's name.
import { reasonVariantKey, UNKNOWN_VARIANT_KEY, variantKey, type Variant } from '@qrguard/shared-api';
import { t } from '@qrguard/shared-ui';

/** The variant parts of keys "<prefix>_<variant>" in the rows, in order of appearance. */
export function variantKeysOf(rows: readonly object[], prefixes: readonly string[]): string[] {
  const keys: string[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      for (const prefix of prefixes) {
        if (key.startsWith(`${prefix}_`)) {
          const variant = key.slice(prefix.length + 1);
          if (variant && !keys.includes(variant)) keys.push(variant);
        }
      }
    }
  }
  return keys;
}

/** The master-list name of a period-row variant key; the key itself when the list does not know it. */
export function variantName(key: string, variants: readonly Variant[]): string {
  return variants.find((v) => variantKey(v.name) === key)?.name ?? key;
}

/** The name of a reason-row key: a variant of the list, Unknown, or the key itself. */
export function reasonVariantName(key: string, variants: readonly Variant[]): string {
  if (key === UNKNOWN_VARIANT_KEY) return t('common.unknown');
  return variants.find((v) => reasonVariantKey(v.name) === key)?.name ?? key.toUpperCase();
}
