// What a block shows when its data could not be loaded: the same words and
// retry as the DataTable ("The data could not be loaded. Try again").
import { Button } from 'antd';
import { LOAD_FAILED_TEXT } from './texts';

export function BlockError({ onRetry }: { onRetry?: () => void }) {
  return (
    <span role="alert" className="qg-block-error">
      {LOAD_FAILED_TEXT}{' '}
      {onRetry ? (
        <Button type="link" size="small" onClick={onRetry} style={{ padding: 0 }}>
          Try again
        </Button>
      ) : null}
    </span>
  );
}
