import { usePlainT } from '@qrguard/shared-ui/i18n/plain';

/** Full-page spinner while a page's code loads; plain markup so it needs no antd. */
export function PageLoading({ label }: { label?: string }) {
  const t = usePlainT();
  return (
    <main className="qg-page">
      <div className="qg-loading" role="status">
        <span className="qg-spinner" aria-hidden="true" />
        <span>{label ?? t('loading')}</span>
      </div>
    </main>
  );
}
