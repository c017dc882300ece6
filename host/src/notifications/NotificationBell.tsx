import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Spin, Typography } from 'antd';
import { apiValueText, useT } from '@qrguard/shared-ui/i18n';
import moment from 'moment';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { askDesktopPermission } from './desktop';
import { useNotifications, type NotificationItem } from './useNotifications';

/** Spec 9: the dashboard shows dates as DD MMM YY HH:mm. */
const formatWhen = (iso: string) => moment(iso).format('DD MMM YY HH:mm');

function Item({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const clickable = Boolean(item.data.work_order_code);
  const t = useT();
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item)}
        disabled={!clickable}
        style={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          border: 0,
          borderBottom: '1px solid #f0f0f0',
          padding: '10px 12px',
          background: item.isNew ? '#e6f4ff' : 'transparent',
          cursor: clickable ? 'pointer' : 'default',
        }}
      >
        <Typography.Text strong>{apiValueText(t, 'notificationSubject', item.subject)}</Typography.Text>
        {item.isNew && <Badge status="processing" text={t('notifications.new')} style={{ marginLeft: 8 }} />}
        <div>{item.message}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatWhen(item.data.created_at)}
        </Typography.Text>
      </button>
    </li>
  );
}

export function NotificationBell() {
  const { items, unread, loading, refresh, markAllSeen, markRead, markAllRead, markFailed } = useNotifications();
  const anyUnread = items.some((item) => !item.read);
  const t = useT();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);

  // Opening the list puts focus in it, so a keyboard user reads it next and
  // Tab reaches its items. It is drawn in a portal in this commit but placed
  // a frame later.
  useEffect(() => {
    if (!open) return undefined;
    const frame = requestAnimationFrame(() => panel.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      askDesktopPermission();
      refresh();
    }
    // Closing the opened list (the second click on the bell) resets the counter.
    else markAllSeen();
  };

  const openItem = (item: NotificationItem) => {
    if (!item.data.work_order_code) return;
    // Opening it reads it, for every browser of the user (the API keeps read state).
    if (!item.read) void markRead(item.id);
    onOpenChange(false);
    navigate(`/work-order-detail?wo=${encodeURIComponent(item.data.work_order_code)}`);
  };

  // Esc closes the list and gives focus back to the bell.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onOpenChange(false);
    bell.current?.focus();
  };

  const content = (
    // The popover hangs left of the bell's right edge; on a phone that edge is about 90 px from the
    // window's (user menu, padding), so the list is at most the window less that, its padding and a margin.
    // A focusable region: it takes focus on opening, and the keyboard can scroll a long list.
    <div
      ref={panel}
      id={panelId}
      role="region"
      aria-label={t('notifications.title')}
      tabIndex={0}
      onKeyDown={onPanelKeyDown}
      style={{ width: 'min(340px, calc(100vw - 128px))', maxHeight: 420, overflowY: 'auto' }}
    >
      {markFailed && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', padding: '4px 12px' }}>
          {t('notifications.markFailed')}
        </Typography.Text>
      )}
      {!loading && items.length > 0 && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', borderBottom: '1px solid #f0f0f0' }}>
          <Button type="link" size="small" disabled={!anyUnread} onClick={() => void markAllRead()}>
            {t('notifications.markAllRead')}
          </Button>
        </div>
      )}
      {loading ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('notifications.title')}>
          {items.map((item) => (
            <Item key={item.id} item={item} onOpen={openItem} />
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Popover
      content={content}
      title={t('notifications.title')}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          ref={bell}
          type="text"
          shape="circle"
          aria-label={t('notifications.bell', { n: unread })}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          icon={<BellOutlined style={{ fontSize: 18 }} />}
        />
      </Badge>
    </Popover>
  );
}
