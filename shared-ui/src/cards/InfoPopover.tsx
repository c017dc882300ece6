// The (i) beside a block's title: what its numbers mean (spec shell-highlights
// 2, metric meanings). A button, so it opens by keyboard too.
import type { ReactNode } from 'react';
import { Button, Popover } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

export interface InfoPopoverProps {
  /** The block the text explains (names the button). */
  title: string;
  content: ReactNode;
}

export function InfoPopover({ title, content }: InfoPopoverProps) {
  return (
    <Popover title={title} content={<div style={{ maxWidth: 320 }}>{content}</div>} trigger={['hover', 'click']}>
      <Button type="text" size="small" aria-label={`About ${title}`} icon={<InfoCircleOutlined />} />
    </Popover>
  );
}
