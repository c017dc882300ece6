/** Full-page spinner while a page's code loads; plain markup so it needs no antd. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <main className="qg-page">
      <div className="qg-loading" role="status">
        <span className="qg-spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </main>
  );
}
