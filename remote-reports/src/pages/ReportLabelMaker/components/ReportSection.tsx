// A titled block of a report page (a table and its controls) in a card whose
// title is a heading, so the page reads as h1 (the shell), h2 (the page), h3.
// Not a landmark: the table's own scrolling region carries the same name.
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      styles={{ body: { minWidth: 0 } }}
    >
      {children}
    </Card>
  );
}
