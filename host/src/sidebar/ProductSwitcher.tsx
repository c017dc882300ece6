// Switches to a sister product app (oil, pad and shoe, vanbelt), passing the
// token along to that app's /cross-client (spec 4).
import { fetchProductCategories, useSession, type ProductCategory } from '@qrguard/shared-api';
import { Select } from 'antd';
import { useEffect, useState } from 'react';

export function crossClientUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/cross-client?token=${encodeURIComponent(token)}`;
}

export function ProductSwitcher() {
  const user = useSession();
  const [categories, setCategories] = useState<ProductCategory[]>([]);

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
        aria-label="Product app"
        value={user.product_category}
        style={{ width: '100%' }}
        options={categories.map((c) => ({ value: c.id, label: c.name, disabled: !c.url }))}
        onChange={(id) => {
          const target = categories.find((c) => c.id === id);
          if (target?.url && id !== user.product_category)
            window.location.assign(crossClientUrl(target.url, user.token));
        }}
      />
    </div>
  );
}
