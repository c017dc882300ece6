// Switches to a sister product app (oil, pad and shoe, vanbelt; spec 4). The
// session token stays here: the API gives a one-time code for the chosen
// product, and the browser carries only that code to the app's /cross-client.
import { crossClientCode, fetchProductCategories, useSession, type ProductCategory } from '@qrguard/shared-api';
import { useDescribeError, useT } from '@qrguard/shared-ui/i18n';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { showError } from '../feedback/feedback';

export function crossClientUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/cross-client?code=${encodeURIComponent(code)}`;
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

  // Nothing to switch to: no control at all.
  if (!user || categories.length < 2) return null;
  return (
    <div style={{ padding: '0 16px 12px' }}>
      <Select<number>
        aria-label={t('sidebar.productApp')}
        value={user.product_category}
        loading={switching}
        disabled={switching}
        style={{ width: '100%' }}
        options={categories.map((c) => ({ value: c.id, label: c.name, disabled: !c.url }))}
        onChange={(id) => {
          const target = categories.find((c) => c.id === id);
          if (!target?.url || id === user.product_category) return;
          setSwitching(true);
          crossClientCode({ product_category: id }).then(
            ({ code }) => window.location.assign(crossClientUrl(target.url, code)),
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
