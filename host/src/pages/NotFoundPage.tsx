import { NotFoundContent } from './NotFoundContent';

/** Any path outside the route table; needs no sign-in. */
export default function NotFoundPage() {
  return (
    <main className="qg-page">
      <NotFoundContent />
    </main>
  );
}
