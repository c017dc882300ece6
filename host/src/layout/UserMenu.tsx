import { DownOutlined, EditOutlined, LogoutOutlined } from '@ant-design/icons';
import { logout, useSession } from '@qrguard/shared-api';
import { Avatar, Button, Dropdown } from 'antd';
import { useT } from '@qrguard/shared-ui/i18n';
import { SCREEN_MD, useMinWidth } from '@qrguard/shared-ui/screen';
import { PRIMARY_COLOR } from '@qrguard/shared-ui/theme';
import { startTransition, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { initials } from '../sidebar/SidebarProfile';

export function UserMenu() {
  const user = useSession();
  const navigate = useNavigate();
  const t = useT();
  // On a phone the header has no room for the name: the avatar's initials stand for it.
  const showName = useMinWidth(SCREEN_MD);
  // Controlled, so the button can say whether its menu is open. antd's
  // Dropdown closes it on Esc; autoFocus puts focus in the menu when it opens,
  // so the arrow keys move at once.
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    // Closed from inside the menu (Esc, an item): focus goes back to the button
    // instead of the body. Closed by a click elsewhere: focus stays there. A
    // frame later, because the menu's own keyboard handling moves focus to its
    // active item on a frame of its own.
    const active = document.activeElement;
    if (!active || active === document.body || active === button.current || active.closest('.ant-dropdown'))
      requestAnimationFrame(() => button.current?.focus());
  };
  if (!user) return null;
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      autoFocus
      menu={{
        id: menuId,
        items: [
          { key: 'edit-profile', icon: <EditOutlined />, label: t('header.editProfile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('header.logOut'), danger: true },
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
      {/* Named by its content, the visible name first (WCAG 2.5.3: what a user reads is what they can say). */}
      <Button
        ref={button}
        type="text"
        style={{ height: 48 }}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
      >
        <Avatar size="small" style={{ background: PRIMARY_COLOR }} aria-hidden="true">
          {initials(user.display_name || user.name)}
        </Avatar>
        {showName ? <span style={{ marginLeft: 8 }}>{user.display_name}</span> : null}
        <span className="qg-visually-hidden">{t('header.userMenu')}</span>
        <DownOutlined style={{ fontSize: 10 }} aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
