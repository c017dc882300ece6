// The sign-in form (spec shell-highlights 2, 8): user name, password,
// "Ingat saya" (Remember me) and Login. Empty fields are said in words under
// each field before anything is sent (issue 10); the server's refusal (the
// throttle one included) in an "Error!" popup, in the reader's language.
// Plain HTML and no router: it is what a visitor opening /login downloads, so
// it stays small, and its words come from the plain translator (no i18next).
import { login } from '@qrguard/shared-api';
import { describeError } from '@qrguard/shared-ui/i18n/errors';
import { usePlainLanguage, usePlainT } from '@qrguard/shared-ui/i18n/plain';
import { useState, type FormEvent } from 'react';
import { showError } from '../feedback/feedback';
import { preloadSignedInArea } from '../routes/chunks';
import { settledDestination } from './destination';
import { PasswordInput } from './PasswordInput';

interface Props {
  /** Where the user goes once signed in */
  destination: string;
  onSignedIn: (destination: string) => void;
}

type Missing = { username: boolean; password: boolean };
const NOTHING_MISSING: Missing = { username: false, password: false };

export function SignInForm({ destination, onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<Missing>(NOTHING_MISSING);
  const t = usePlainT();
  const language = usePlainLanguage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    const username = String(fields.get('username') ?? '');
    const password = String(fields.get('password') ?? '');
    const remember = fields.get('remember') !== null;
    const empty = { username: username.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.username || empty.password) {
      // The first field to fill in gets the focus; its message is its description.
      const first = event.currentTarget.elements.namedItem(empty.username ? 'username' : 'password');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setBusy(true);
    // The request first, then the next page's code, which downloads meanwhile.
    const signingIn = login({ username, password }, remember);
    preloadSignedInArea(destination);
    let user;
    try {
      user = await signingIn;
    } catch (error) {
      showError(describeError(error, t, language));
      setBusy(false);
      return;
    }
    // Still busy: the form stays as it is until the next page replaces it.
    onSignedIn(settledDestination(destination, user));
  };

  return (
    <main className="qg-page">
      <section className="qg-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="qg-card__title">
          {t('brand')}
        </h1>
        <p className="qg-card__subtitle">{t('signIn.subtitle')}</p>
        <form noValidate onSubmit={onSubmit} aria-busy={busy}>
          <div className="qg-field">
            <label className="qg-field__label" htmlFor="sign-in-username">
              {t('signIn.username')}
            </label>
            <input
              id="sign-in-username"
              className="qg-input"
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              aria-required="true"
              aria-invalid={missing.username || undefined}
              aria-describedby={missing.username ? 'sign-in-username-error' : undefined}
              onInput={() => missing.username && setMissing((m) => ({ ...m, username: false }))}
              // Signing in is the only thing to do on this page.
              autoFocus
            />
            {missing.username && (
              <p id="sign-in-username-error" className="qg-field__error">
                {t('signIn.usernameRequired')}
              </p>
            )}
          </div>
          <div className="qg-field">
            <label className="qg-field__label" htmlFor="sign-in-password">
              {t('signIn.password')}
            </label>
            <PasswordInput
              id="sign-in-password"
              name="password"
              autoComplete="current-password"
              showLabel={t('signIn.showPassword')}
              errorId={missing.password ? 'sign-in-password-error' : undefined}
              onInput={() => missing.password && setMissing((m) => ({ ...m, password: false }))}
            />
            {missing.password && (
              <p id="sign-in-password-error" className="qg-field__error">
                {t('signIn.passwordRequired')}
              </p>
            )}
          </div>
          <div className="qg-field">
            <label className="qg-checkbox">
              <input type="checkbox" name="remember" />
              <span>{t('signIn.remember')}</span>
            </label>
          </div>
          <button type="submit" className="qg-button qg-button--primary qg-button--block" aria-disabled={busy}>
            {busy && <span className="qg-spinner qg-spinner--small" aria-hidden="true" />}
            {t('signIn.submit')}
          </button>
        </form>
      </section>
    </main>
  );
}
