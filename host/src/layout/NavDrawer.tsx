// Below the lg breakpoint the sidebar leaves the page and opens as an
// off-canvas drawer from the header's menu button (issue 10, phone and
// tablet): a 256 px sidebar would leave a phone a 134 px wide page. antd's
// Drawer closes on Esc and on the mask, traps focus while open and gives it
// back to the menu button when it closes.
import { MenuOutlined } from '@ant-design/icons';
import { useT } from '@qrguard/shared-ui/i18n';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { Sidebar } from '../sidebar/Sidebar';

/** The sidebar's own width and colour (antd's dark Sider), so both forms look alike. */
const SIDEBAR_WIDTH = 256;
const SIDEBAR_BACKGROUND = '#001529';

export const NAV_DRAWER_ID = 'qg-nav-drawer';

export function MenuButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const t = useT();
  return (
    <Button
      type="text"
      aria-label={t('header.openMenu')}
      aria-expanded={open}
      aria-controls={open ? NAV_DRAWER_ID : undefined}
      icon={<MenuOutlined style={{ fontSize: 18 }} />}
      onClick={onOpen}
      style={{ flex: 'none' }}
    />
  );
}

export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  // Not drawn (nor its code fetched) until first opened: a phone's first page then renders no
  // closed drawer and no second sidebar (issue 10: main-thread time on a cold visit). Once
  // opened it stays, so it can animate closed and give focus back to the menu button.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Drawer
      id={NAV_DRAWER_ID}
      open={open}
      onClose={onClose}
      placement="left"
      // At most the phone's width less a strip of the page, so the mask stays tappable.
      size={`min(${SIDEBAR_WIDTH}px, calc(100vw - 48px))`}
      closable={false}
      title={null}
      aria-label={t('header.menu')}
      styles={{ body: { padding: 0, background: SIDEBAR_BACKGROUND } }}
    >
      <Sidebar collapsed={false} inDrawer onToggle={onClose} onNavigate={onClose} />
    </Drawer>
  );
}
