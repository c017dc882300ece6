import { DownOutlined, EditOutlined, LogoutOutlined } from '@ant-design/icons';
import { logout, useSession } from '@qrguard/shared-api';
import { Avatar, Button, Dropdown } from 'antd';
import { startTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { initials } from '../sidebar/SidebarProfile';

export function UserMenu() {
  const user = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'edit-profile', icon: <EditOutlined />, label: 'Edit Profile' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'edit-profile') navigate('/edit-profile');
          if (key === 'logout') {
            // React Router navigates in a transition; clearing the session in the
            // same transition renders both at once. Cleared first, the auth guard
            // would see a signed-out user on this page and remember it, and the
            // next sign-in would return here instead of the landing page.
            startTransition(() => {
              navigate('/login', { replace: true });
              logout();
            });
          }
        },
      }}
    >
      <Button type="text" style={{ height: 48 }} aria-label="User menu">
        <Avatar size="small" style={{ background: '#1677ff' }}>
          {initials(user.display_name || user.name)}
        </Avatar>
        <span style={{ marginLeft: 8 }}>{user.display_name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
