// Switches to a sister product app (oil, pad and shoe, vanbelt; spec 4). The
// session token stays here: the API gives a one-time code for the chosen
// product, and the browser carries only that code to the app's /cross-client.
// It lists only the products the user may use (the session's
// product_categories, issue 15); each app's address is the host configuration's
// (config.json productApps) when given, else the API's product list.
import {
  crossClientCode,
  currentProduct,
  fetchProductCategories,
  getRuntimeConfig,
  useSession,
  type ProductCategory,
  type SessionUser,
} from '@qrguard/shared-api';
import { useDescribeError, useT } from '@qrguard/shared-ui/i18n';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { showError } from '../feedback/feedback';

export function crossClientUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/cross-client?code=${encodeURIComponent(code)}`;
}

/** Leaving for another host (a seam for tests: jsdom cannot follow a navigation). */
export const leave = { to: (url: string) => window.location.assign(url) };

export interface SwitchEntry {
  id: number;
  name: string;
  /** Where the product's host is; empty: nowhere known, so it cannot be switched to. */
  url: string;
}

/**
 * The products to offer: the user's own (a product they lack is not listed at
 * all), named as the API names them, at the host configuration's address when
 * it gives one. This host's product is listed as the current one.
 */
export function switchEntries(
  user: Pick<SessionUser, 'product_category' | 'product_categories'>,
  categories: readonly ProductCategory[],
  configured: readonly { id: number; url: string }[] = getRuntimeConfig()?.productApps ?? [],
): SwitchEntry[] {
  // A session kept from before product_categories existed knows only its own product.
  const mine = new Set(user.product_categories ?? [user.product_category]);
  mine.add(user.product_category);
  const here = currentProduct();
  return categories
    .filter((c) => mine.has(c.id))
    .map((c) => ({
      id: c.id,
      name: c.id === here.id ? here.name : c.name,
      url: c.id === user.product_category ? '' : (configured.find((app) => app.id === c.id)?.url ?? c.url),
    }));
}

export function ProductSwitcher() {
  const user = useSession();
  const t = useT();
  const describeError = useDescribeError();
  const [categories, setCategories] = useState<ProductCategory[]>([]);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    let live = true;
    fetchProductCategories().then(
      (list) => live && setCategories(list),
      (error: unknown) => console.error('Could not load the product apps', error),
    );
    return () => {
      live = false;
    };
  }, []);

  if (!user) return null;
  const entries = switchEntries(user, categories);
  // Nothing to switch to (one product, or none with a known address): no control at all.
  if (!entries.some((entry) => entry.url !== '')) return null;
  return (
    <div style={{ padding: '0 16px 12px' }}>
      <Select<number>
        aria-label={t('sidebar.productApp')}
        value={user.product_category}
        loading={switching}
        disabled={switching}
        style={{ width: '100%' }}
        options={entries.map((entry) => ({
          value: entry.id,
          label: entry.name,
          disabled: entry.id !== user.product_category && !entry.url,
        }))}
        onChange={(id) => {
          const target = entries.find((entry) => entry.id === id);
          if (!target?.url || id === user.product_category) return;
          setSwitching(true);
          crossClientCode({ product_category: id }).then(
            ({ code }) => leave.to(crossClientUrl(target.url, code)),
            (error: unknown) => {
              setSwitching(false);
              showError(describeError(error));
            },
          );
        }}
      />
    </div>
  );
}
