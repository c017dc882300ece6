// What a block shows when its data could not be loaded: the same words and
// retry as the DataTable ("The data could not be loaded. Try again").
import { Button } from 'antd';
import { useT } from '../i18n/i18n';

export function BlockError({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <span role="alert" className="qg-block-error">
      {t('common.loadFailed')}{' '}
      {onRetry ? (
        <Button type="link" size="small" onClick={onRetry} style={{ padding: 0 }}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </span>
  );
}
