// The signed-in shell: sidebar, header, content, footer, inside antd's theme
// and App context (the host's pages and the remotes render in it). Loaded
// lazily: the sign-in page carries neither this nor antd.
import { ensureFilterLists } from '@qrguard/shared-api';
import { App as AntApp, ConfigProvider, Layout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useActivityLog } from '../activity/useActivityLog';
import { AreaLoading } from '../federation/RemoteArea';
import { titleFor } from '../routes/routeTable';
import { Sidebar } from '../sidebar/Sidebar';
import { AppHeader } from './AppHeader';

const COLLAPSED_KEY = 'qrguard.sidebar.collapsed';
export const COPYRIGHT = '© 2021 QR Guard. All rights reserved.';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export default function DashboardLayout() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const { pathname } = useLocation();
  useActivityLog();

  useEffect(() => {
    // After a reload the session is restored but the filter lists are not.
    void ensureFilterLists();
  }, []);

  useEffect(() => {
    document.title = `${titleFor(pathname)} | QR Guard`;
  }, [pathname]);

  const toggle = (next: boolean) => {
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // a convenience only
    }
  };

  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1677ff' } }}>
      <AntApp>
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Sider
            width={256}
            collapsedWidth={72}
            collapsible
            collapsed={collapsed}
            trigger={null}
            breakpoint="lg"
            onBreakpoint={(broken) => broken && toggle(true)}
            style={{ position: 'sticky', top: 0, height: '100vh' }}
          >
            <Sidebar collapsed={collapsed} onToggle={() => toggle(!collapsed)} />
          </Layout.Sider>
          <Layout style={{ minWidth: 0 }}>
            <AppHeader />
            <Layout.Content style={{ margin: 24, minWidth: 0 }}>
              <Suspense fallback={<AreaLoading />}>
                <Outlet />
              </Suspense>
            </Layout.Content>
            <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,0.45)' }}>{COPYRIGHT}</Layout.Footer>
          </Layout>
        </Layout>
      </AntApp>
    </ConfigProvider>
  );
}
