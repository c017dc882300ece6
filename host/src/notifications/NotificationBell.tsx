import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Spin, Typography } from 'antd';
import moment from 'moment';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { askDesktopPermission } from './desktop';
import { useNotifications, type NotificationItem } from './useNotifications';

/** Spec 9: the dashboard shows dates as DD MMM YY HH:mm. */
const formatWhen = (iso: string) => moment(iso).format('DD MMM YY HH:mm');

function Item({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const clickable = Boolean(item.data.work_order_code);
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
        <Typography.Text strong>{item.subject}</Typography.Text>
        {item.isNew && <Badge status="processing" text="New" style={{ marginLeft: 8 }} />}
        <div>{item.message}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatWhen(item.data.created_at)}
        </Typography.Text>
      </button>
    </li>
  );
}

export function NotificationBell() {
  const { items, unread, loading, refresh, markAllSeen } = useNotifications();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

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
    onOpenChange(false);
    navigate(`/work-order-detail?wo=${encodeURIComponent(item.data.work_order_code)}`);
  };

  const content = (
    <div style={{ width: 340, maxHeight: 420, overflowY: 'auto' }}>
      {loading ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Notifications">
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
      title="Notifications"
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          aria-label={`Notifications, ${unread} new`}
          icon={<BellOutlined style={{ fontSize: 18 }} />}
        />
      </Badge>
    </Popover>
  );
}
