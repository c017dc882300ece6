// The username search of the activity log and of the user-management pages:
// applied with the Filter button (or Enter), not on every keystroke.
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useT } from '@qrguard/shared-ui';
import { clearable } from '../../../components/clearable';

export interface UsernameSearchProps {
  onSearch: (search: string) => void;
  /** The search already applied (e.g. read from the URL); the box starts with it. */
  defaultValue?: string;
}

export function UsernameSearch({ onSearch, defaultValue = '' }: UsernameSearchProps) {
  const [text, setText] = useState(defaultValue);
  const apply = () => onSearch(text.trim());
  const t = useT();
  return (
    // On a 390 px phone 260 px and the button are wider than the card: the field gives way.
    <Space.Compact style={{ maxWidth: '100%' }}>
      <Input
        aria-label={t('activityLog.username')}
        placeholder={t('activityLog.searchPlaceholder')}
        allowClear={clearable(t)}
        maxLength={100}
        prefix={<SearchOutlined />}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={apply}
        style={{ width: 260, minWidth: 0, flexShrink: 1 }}
      />
      <Button type="primary" onClick={apply}>
        {t('common.filter')}
      </Button>
    </Space.Compact>
  );
}
