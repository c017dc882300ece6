// The signed-in shell: sidebar, header, content, footer, inside antd's theme
// and App context (the host's pages and the remotes render in it). Loaded
// lazily: the sign-in page carries neither this nor antd.
import { ensureFilterLists } from '@qrguard/shared-api';
import { useAntdLocale, useT } from '@qrguard/shared-ui/i18n';
import { SCREEN_LG, SCREEN_MD, useMinWidth } from '@qrguard/shared-ui/screen';
import { INPUT_PASSWORD, productTheme } from '@qrguard/shared-ui/theme';
import { App as AntApp, ConfigProvider, Layout } from 'antd';
// antd's styles for the first screens, made at build time (host/build/antdFirstScreenStyles.cjs).
import '@qrguard/host/antd-first-screen.css';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useActivityLog } from '../activity/useActivityLog';
import { PageAccess } from '../auth/PageAccess';
import { documentTitle } from '../federation/product';
import { AreaLoading } from '../federation/RemoteArea';
import { titleKeyFor } from '../routes/routeTable';
import { Sidebar } from '../sidebar/Sidebar';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { NavDrawer } from './NavDrawer';
import { readCollapsed, writeCollapsed } from './sidebarState';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

export default function DashboardLayout() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Below lg (992 px: phones and tablets upright) the sidebar is a drawer opened from the
  // header, so the page keeps the whole width.
  const wide = useMinWidth(SCREEN_LG);
  const roomy = useMinWidth(SCREEN_MD);
  const { pathname } = useLocation();
  const t = useT();
  // antd's own words and date pickers in the chosen language (issue 10).
  const locale = useAntdLocale();
  useActivityLog();

  useEffect(() => {
    // After a reload the session is restored but the filter lists are not.
    void ensureFilterLists();
  }, []);

  useEffect(() => {
    document.title = documentTitle(t(titleKeyFor(pathname)));
  }, [pathname, t]);

  const toggle = (next: boolean) => {
    setCollapsed(next);
    writeCollapsed(next);
  };

  return (
    <ConfigProvider theme={productTheme()} inputPassword={INPUT_PASSWORD} locale={locale}>
      <AntApp>
        <SkipLink />
        <Layout style={{ minHeight: '100vh' }}>
          {wide ? (
            <Layout.Sider
              width={256}
              collapsedWidth={72}
              collapsible
              collapsed={collapsed}
              trigger={null}
              style={{ position: 'sticky', top: 0, height: '100vh' }}
            >
              <Sidebar collapsed={collapsed} onToggle={() => toggle(!collapsed)} />
            </Layout.Sider>
          ) : (
            <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          )}
          <Layout style={{ minWidth: 0 }}>
            <AppHeader menu={wide ? undefined : { open: drawerOpen, onOpen: () => setDrawerOpen(true) }} />
            <Layout.Content
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              className="qg-main"
              // At least a screen high (less antd's 64 px header): the footer starts below the fold,
              // so the page arriving under it does not push it down the screen (issue 10: layout shift).
              style={{ margin: roomy ? 24 : 12, minWidth: 0, minHeight: 'calc(100vh - 64px)' }}
            >
              <Suspense fallback={<AreaLoading />}>
                <PageAccess>
                  <Outlet />
                </PageAccess>
              </Suspense>
            </Layout.Content>
            <AppFooter />
          </Layout>
        </Layout>
      </AntApp>
    </ConfigProvider>
  );
}
