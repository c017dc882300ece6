import { currentProduct, useSession } from '@qrguard/shared-api';
import { apiValueText, useT } from '@qrguard/shared-ui/i18n';
import { Avatar, Tooltip } from 'antd';
import { productPrimaryColor } from '@qrguard/shared-ui/theme';

/**
 * The product this host serves (config.json, issue 15): its logo and title at
 * the top of the sidebar, so a pad-shoe host is told from an oil one at a glance.
 */
export function ProductBrand() {
  const product = currentProduct();
  return (
    <span
      data-testid="product-brand"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        minWidth: 0,
        color: '#fff',
        fontWeight: 600,
        fontSize: 18,
      }}
    >
      {product.logoUrl ? (
        // Beside the title, which says the same: decorative.
        <img src={product.logoUrl} alt="" width={28} height={28} style={{ flex: 'none', objectFit: 'contain' }} />
      ) : null}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{product.title}</span>
    </span>
  );
}

/** "Admin QR" -> "AQ" */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** Display name and first role name (spec 2). */
export function SidebarProfile({ collapsed }: { collapsed: boolean }) {
  const user = useSession();
  const t = useT();
  if (!user) return null;
  const roleName = user.role[0]?.name;
  const role = roleName === undefined ? t('sidebar.noRole') : apiValueText(t, 'role', roleName);
  const avatar = (
    <Avatar style={{ background: productPrimaryColor(), flex: 'none' }} size={collapsed ? 32 : 40}>
      {initials(user.display_name || user.name)}
    </Avatar>
  );
  if (collapsed) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '8px 0' }}>
        <Tooltip title={`${user.display_name} (${role})`} placement="right">
          {avatar}
        </Tooltip>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px 12px' }}>
      {avatar}
      <div style={{ minWidth: 0 }}>
        <div
          style={{ color: '#fff', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {user.display_name}
        </div>
        <div style={{ color: 'rgba(255,255,255,0.65)', fontSize: 12 }}>{role}</div>
      </div>
    </div>
  );
}
