/** Shown when the shell cannot start (config.json missing or broken); plain markup, no antd needed. */
export function StartupError({ message }: { message: string }) {
  return (
    <main className="qg-page">
      <section className="qg-result" aria-labelledby="startup-error-title">
        <h1 id="startup-error-title" className="qg-result__title">
          QR Guard cannot start
        </h1>
        <p className="qg-result__subtitle">The dashboard could not read its configuration.</p>
        <pre className="qg-result__detail">{message}</pre>
        <button type="button" className="qg-button qg-button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    </main>
  );
}
