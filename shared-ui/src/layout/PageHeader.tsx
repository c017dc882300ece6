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
        <Typography.Title level={3} style={{ margin: 0 }}>
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
