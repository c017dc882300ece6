import { Layout, Space, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { NotificationBell } from '../notifications/NotificationBell';
import { titleFor } from '../routes/routeTable';
import { UserMenu } from './UserMenu';

/** Page title (the route name in words), notification bell, user menu. */
export function AppHeader() {
  const { pathname } = useLocation();
  const title = titleFor(pathname);
  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 24px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Typography.Title
        level={4}
        style={{ margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {title}
      </Typography.Title>
      <Space size="middle">
        <NotificationBell />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
