// The copyright line of every signed-in page, for the current year (the
// original printed 2021 for ever).
import { t as translate, useT, type TranslateFn } from '@qrguard/shared-ui/i18n';
import { Layout, Typography } from 'antd';

/** The line in the reader's language (issue 10); `t` lets a component pass its re-rendering one. */
export function copyrightLine(year: number, t: TranslateFn = translate): string {
  return t('footer.copyright', { year });
}

export function AppFooter({ now = () => new Date() }: { now?: () => Date }) {
  const t = useT();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      {/* Secondary text takes the theme's colour, which keeps 4.5:1 on the layout's grey. */}
      <Typography.Text type="secondary">{copyrightLine(now().getFullYear(), t)}</Typography.Text>
    </Layout.Footer>
  );
}
