// The sidebar: brand and minify button, profile block, product-app switcher
// and the module menu (spec shell-highlights 2, 4, 6). antd's Menu gives the
// nesting and, when minified, the floating submenu on hover.
import { CloseOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Alert, Button, Menu, Skeleton, type MenuProps } from 'antd';
import type { SidebarModule } from '@qrguard/shared-api';
import { useT, type TranslateFn } from '@qrguard/shared-ui/i18n';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { menuKeyFor } from '../routes/routeTable';
import { ModuleIcon } from './icons';
import { ancestorsByKey, nextOpenKeys, openKeysFor, selectedKeyFor } from './menuModel';
import { ProductSwitcher } from './ProductSwitcher';
import { ProductBrand, SidebarProfile } from './SidebarProfile';
import { useSidebarModules } from './useSidebarModules';

/** Spec 4: the floating submenu hides 250 ms after the pointer leaves (antd takes seconds). */
export const SUBMENU_CLOSE_DELAY_S = 0.25;
export const SCROLL_STORAGE_KEY = 'qrguard.sidebar.scrollTop';

type MenuItem = NonNullable<MenuProps['items']>[number];

interface MenuNode {
  link: string;
  name: string;
  icon: string;
  children?: readonly MenuNode[];
}

/** Groups open and close; leaves are links, so they also open in a new tab. */
export function toMenuItems(
  modules: readonly MenuNode[],
  labelOf: (module: MenuNode) => string = (module) => module.name,
): MenuItem[] {
  return modules.map((module) => {
    const icon = <ModuleIcon name={module.icon} />;
    const label = labelOf(module);
    if (module.children?.length)
      return { key: module.link, icon, label, children: toMenuItems(module.children, labelOf) };
    return { key: module.link, icon, label: <Link to={module.link}>{label}</Link> };
  });
}

/** A module's label in the reader's language (issue 10): by the route of its link, else the API's name. */
function menuLabel(module: MenuNode, t: TranslateFn): string {
  const key = menuKeyFor(module.link);
  return key ? t(key) : module.name;
}

function readScroll(): number {
  try {
    return Number(localStorage.getItem(SCROLL_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

export interface SidebarProps {
  collapsed: boolean;
  /** Minifies or expands the sidebar; in the phone drawer, closes the drawer. */
  onToggle: () => void;
  /** Shown in the phone drawer: the top button closes it instead of minifying. */
  inDrawer?: boolean;
  /** Called when a page is chosen (the drawer closes then). */
  onNavigate?: () => void;
}

export function Sidebar({ collapsed, onToggle, inDrawer = false, onNavigate }: SidebarProps) {
  const { modules, problem, reload } = useSidebarModules();
  const { pathname } = useLocation();
  const ancestors = useMemo(() => ancestorsByKey(modules ?? []), [modules]);
  const t = useT();
  const items = useMemo(() => toMenuItems(modules ?? [], (module) => menuLabel(module, t)), [modules, t]);
  const selected = modules ? selectedKeyFor(pathname, modules) : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Open the current page's group when the menu arrives and when the page
  // changes elsewhere (header, links): state adjusted while rendering, as
  // React recommends for state that follows a prop.
  const [openedFor, setOpenedFor] = useState<{ modules: SidebarModule[]; pathname: string }>();
  if (modules && (openedFor?.modules !== modules || openedFor.pathname !== pathname)) {
    setOpenedFor({ modules, pathname });
    const branch = openKeysFor(pathname, modules);
    if (branch.length > 0) setOpenKeys(branch);
  }

  // Spec 4: the scroll position survives reloads (localStorage).
  const scroller = useRef<HTMLDivElement>(null);
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!modules || restored.current || !scroller.current) return;
    restored.current = true;
    scroller.current.scrollTop = readScroll();
  }, [modules]);
  const onScroll = () => {
    try {
      localStorage.setItem(SCROLL_STORAGE_KEY, String(scroller.current?.scrollTop ?? 0));
    } catch {
      // storage full or blocked: the position is a convenience only
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          padding: '16px 16px 8px',
        }}
      >
        {!collapsed && <ProductBrand />}
        <Button
          type="text"
          aria-label={t(inDrawer ? 'sidebar.closeMenu' : collapsed ? 'sidebar.expand' : 'sidebar.minify')}
          icon={inDrawer ? <CloseOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          style={{ color: '#fff' }}
        />
      </div>
      <SidebarProfile collapsed={collapsed} />
      {!collapsed && <ProductSwitcher />}
      <div
        ref={scroller}
        onScroll={onScroll}
        style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}
        data-testid="sidebar-scroll"
      >
        {problem && (
          <Alert
            type="error"
            title={t('sidebar.menuFailed')}
            description={problem}
            action={
              <Button size="small" onClick={reload}>
                {t('common.retry')}
              </Button>
            }
            style={{ margin: 8 }}
          />
        )}
        {!modules && !problem && <Skeleton active title={false} paragraph={{ rows: 6 }} style={{ padding: 16 }} />}
        {modules && (
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={selected ? [selected] : []}
            openKeys={openKeys}
            onOpenChange={(keys) => setOpenKeys((previous) => nextOpenKeys(previous, keys, ancestors))}
            subMenuCloseDelay={SUBMENU_CLOSE_DELAY_S}
            // antd calls this for pages only, not for the groups that open and close.
            onClick={onNavigate}
          />
        )}
      </div>
    </div>
  );
}
