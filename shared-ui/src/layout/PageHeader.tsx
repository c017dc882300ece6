// The heading of a page inside the shell: title, optional subtitle and actions.
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right (e.g. New User, Download Excel). */
  extra?: ReactNode;
}

export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <Flex
      className="qg-page-header"
      justify="space-between"
      align="flex-start"
      gap={16}
      wrap
      style={{ marginBottom: 16 }}
    >
      <div>
        {/* h2: the shell's header holds the page's h1; drawn at antd's h3 size as before. */}
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24, lineHeight: 1.35 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      </div>
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
