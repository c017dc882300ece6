// What a typed URL the user may not open shows, inside the layout (issue 13):
// a sentence instead of a page whose every block would fail with 403. The
// rule is the API's (contract/access.ts mayOpenPage).
import { landingPath, type SessionUser } from '@qrguard/shared-api';
import { useT } from '@qrguard/shared-ui/i18n';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { productHolder } from '../federation/product';

export function NoAccessContent({ user }: { user: SessionUser }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h2 className="qg-no-access__title">{t('noAccess.title')}</h2>}
      subTitle={t('noAccess.text')}
      extra={
        <Button type="primary" onClick={() => navigate(landingPath(productHolder(user)), { replace: true })}>
          {t('noAccess.home')}
        </Button>
      }
    />
  );
}
