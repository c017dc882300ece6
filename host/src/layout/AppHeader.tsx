import { currentProduct } from '@qrguard/shared-api';
import { Layout, Space, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { NotificationBell } from '../notifications/NotificationBell';
import { useT } from '@qrguard/shared-ui/i18n';
import { RenderAfter } from '@qrguard/shared-ui/lazy';
import { SCREEN_MD, useMinWidth } from '@qrguard/shared-ui/screen';
import { titleKeyFor } from '../routes/routeTable';
import { MenuButton } from './NavDrawer';
import { UserMenu } from './UserMenu';

export interface AppHeaderProps {
  /** Below lg: the button that opens the sidebar drawer, and whether it is open. */
  menu?: { open: boolean; onOpen: () => void };
}

/** The product's name in its own colour (4.5:1 or more on white: config.ts checks it). */
function ProductName() {
  const product = currentProduct();
  return (
    <span
      data-testid="product-name"
      style={{
        flex: 'none',
        color: product.primaryColor,
        border: `1px solid ${product.primaryColor}`,
        borderRadius: 4,
        padding: '0 8px',
        fontSize: 12,
        lineHeight: '22px',
        whiteSpace: 'nowrap',
      }}
    >
      {product.name}
    </span>
  );
}

/**
 * Menu button (phones and tablets), the product's name (config.json, issue 15;
 * from md up), page title (the route name in words), notification bell, user
 * menu. On a 390 px phone the title gives way (ellipsis) and the product's name
 * is left out, so nothing leaves the screen.
 */
export function AppHeader({ menu }: AppHeaderProps) {
  const { pathname } = useLocation();
  const t = useT();
  const title = t(titleKeyFor(pathname));
  const narrow = !useMinWidth(SCREEN_MD);
  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: narrow ? '0 8px 0 4px' : '0 24px',
        display: 'flex',
        alignItems: 'center',
        gap: narrow ? 4 : 16,
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      {menu ? <MenuButton open={menu.open} onOpen={menu.onOpen} /> : null}
      {narrow ? null : <ProductName />}
      {/* The page's one h1 (WCAG 1.3.1, 2.4.6), drawn at the size of antd's h4. */}
      <Typography.Title
        level={1}
        style={{
          margin: 0,
          fontSize: 20,
          lineHeight: 1.4,
          flex: 1,
          minWidth: 0,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {title}
      </Typography.Title>
      {/* In a commit after the rest of the page (RenderAfter): three popup triggers, each with
          its own layout effects, made the page's first commit longer on a phone (issue 10). */}
      <RenderAfter>
        <Space size={narrow ? 'small' : 'middle'} style={{ flex: 'none' }}>
          <LanguageSwitch />
          <NotificationBell />
          <UserMenu />
        </Space>
      </RenderAfter>
    </Layout.Header>
  );
}
