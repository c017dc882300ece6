// The username search of the activity log: applied with the Filter button (or
// Enter), not on every keystroke.
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

export interface UsernameSearchProps {
  onSearch: (search: string) => void;
}

export function UsernameSearch({ onSearch }: UsernameSearchProps) {
  const [text, setText] = useState('');
  const apply = () => onSearch(text.trim());
  return (
    <Space.Compact>
      <Input
        aria-label="Username"
        placeholder="Type username"
        allowClear
        maxLength={100}
        prefix={<SearchOutlined />}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={apply}
        style={{ width: 260 }}
      />
      <Button type="primary" onClick={apply}>
        Filter
      </Button>
    </Space.Compact>
  );
}
