import { NotFoundContent } from './NotFoundContent';

/** Any path outside the route table; needs no sign-in. */
export default function NotFoundPage() {
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <NotFoundContent />
    </main>
  );
}
