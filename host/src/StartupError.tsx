import { usePlainT } from '@qrguard/shared-ui/i18n/plain';

/** Shown when the shell cannot start (config.json missing or broken); plain markup, no antd needed. */
export function StartupError({ message }: { message: string }) {
  const t = usePlainT();
  return (
    <main className="qg-page">
      <section className="qg-result" aria-labelledby="startup-error-title">
        <h1 id="startup-error-title" className="qg-result__title">
          {t('startup.title')}
        </h1>
        <p className="qg-result__subtitle">{t('startup.subtitle')}</p>
        <pre className="qg-result__detail">{message}</pre>
        <button type="button" className="qg-button qg-button--primary" onClick={() => window.location.reload()}>
          {t('startup.retry')}
        </button>
      </section>
    </main>
  );
}
