// The 404 message; inside the layout for unknown dashboard paths, alone for
// any other path (where antd is not loaded, hence plain markup).
import { usePlainT } from '@qrguard/shared-ui/i18n/plain';
import { Link } from 'react-router-dom';

/**
 * `heading`: h1 when this is the whole page; h2 inside the dashboard, whose
 * header already holds the page's one h1 ("Page Not Found").
 */
export function NotFoundContent({ heading: Heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  const t = usePlainT();
  return (
    <section className="qg-result" aria-labelledby="not-found-title">
      <p className="qg-result__code" aria-hidden="true">
        404
      </p>
      <Heading id="not-found-title" className="qg-result__title">
        {t('notFound.title')}
      </Heading>
      <p className="qg-result__subtitle">{t('notFound.text')}</p>
      {/* "/" leads to /login, which sends a signed-in user on to the dashboard. */}
      <Link to="/" className="qg-button qg-button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
