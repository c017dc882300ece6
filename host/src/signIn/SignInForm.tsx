// The sign-in form (spec shell-highlights 2, 8): user name, password,
// "Ingat saya" and Login; no client-side validation, the server's message
// (the throttle one included) in an "Error!" popup. Plain HTML and no router:
// it is what a visitor opening /login downloads, so it stays small.
import { errorMessage, login } from '@qrguard/shared-api';
import { useState, type FormEvent } from 'react';
import { showError } from '../feedback/feedback';
import { preloadSignedInArea } from '../routes/chunks';
import { PasswordInput } from './PasswordInput';

interface Props {
  /** Where the user goes once signed in */
  destination: string;
  onSignedIn: (destination: string) => void;
}

export function SignInForm({ destination, onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    const username = String(fields.get('username') ?? '');
    const password = String(fields.get('password') ?? '');
    const remember = fields.get('remember') !== null;
    setBusy(true);
    // The request first, then the next page's code, which downloads meanwhile.
    const signingIn = login({ username, password }, remember);
    preloadSignedInArea(destination);
    try {
      await signingIn;
    } catch (error) {
      showError(errorMessage(error));
      setBusy(false);
      return;
    }
    // Still busy: the form stays as it is until the next page replaces it.
    onSignedIn(destination);
  };

  return (
    <main className="qg-page">
      <section className="qg-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="qg-card__title">
          QR Guard
        </h1>
        <p className="qg-card__subtitle">Sign in to the dashboard</p>
        <form noValidate onSubmit={onSubmit} aria-busy={busy}>
          <div className="qg-field">
            <label className="qg-field__label" htmlFor="sign-in-username">
              User name
            </label>
            <input
              id="sign-in-username"
              className="qg-input"
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // Signing in is the only thing to do on this page.
              autoFocus
            />
          </div>
          <div className="qg-field">
            <label className="qg-field__label" htmlFor="sign-in-password">
              Password
            </label>
            <PasswordInput id="sign-in-password" name="password" autoComplete="current-password" />
          </div>
          <div className="qg-field">
            <label className="qg-checkbox">
              <input type="checkbox" name="remember" />
              <span>Ingat saya</span>
            </label>
          </div>
          <button type="submit" className="qg-button qg-button--primary qg-button--block" aria-disabled={busy}>
            {busy && <span className="qg-spinner qg-spinner--small" aria-hidden="true" />}
            Login
          </button>
        </form>
      </section>
    </main>
  );
}
