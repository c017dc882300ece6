// The (i) beside a block's title: what its numbers mean (spec shell-highlights
// 2, metric meanings). A button, so it opens by keyboard too.
import type { ReactNode } from 'react';
import { Button, Popover } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useT } from '../i18n/i18n';

export interface InfoPopoverProps {
  /** The block the text explains (names the button). */
  title: string;
  content: ReactNode;
}

export function InfoPopover({ title, content }: InfoPopoverProps) {
  const t = useT();
  return (
    <Popover title={title} content={<div style={{ maxWidth: 320 }}>{content}</div>} trigger={['hover', 'click']}>
      {/* Never squeezed by a long title beside it: a touch target keeps its 24 px (WCAG 2.5.8). */}
      <Button
        type="text"
        size="small"
        aria-label={t('common.about', { title })}
        icon={<InfoCircleOutlined />}
        style={{ flexShrink: 0, minWidth: 24 }}
      />
    </Popover>
  );
}
