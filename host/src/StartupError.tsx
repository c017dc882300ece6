/** Shown when the shell cannot start (config.json missing or broken); plain markup, no antd needed. */
export function StartupError({ message }: { message: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '15vh auto', padding: 24 }}>
      <h1 style={{ fontSize: 22 }}>QR Guard cannot start</h1>
      <p>The dashboard could not read its configuration.</p>
      <pre style={{ whiteSpace: 'pre-wrap', background: '#f5f5f5', padding: 12 }}>{message}</pre>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
