// The 404 message; inside the layout for unknown dashboard paths, alone for
// any other path (where antd is not loaded, hence plain markup).
import { Link } from 'react-router-dom';

export const NOT_FOUND_TEXT = 'The page you are trying to access does not exist.';

export function NotFoundContent() {
  return (
    <section className="qg-result" aria-labelledby="not-found-title">
      <p className="qg-result__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="qg-result__title">
        Page Not Found
      </h1>
      <p className="qg-result__subtitle">{NOT_FOUND_TEXT}</p>
      {/* "/" leads to /login, which sends a signed-in user on to the dashboard. */}
      <Link to="/" className="qg-button qg-button--primary">
        Back to Home
      </Link>
    </section>
  );
}
