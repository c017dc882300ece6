// The whole shell: one jotai store (shared with the remotes), the message
// popups, and either the sign-in form alone or the history-mode router with
// every route. antd is not loaded here: the dashboard layout brings it.
import { store } from '@qrguard/shared-api';
import { Provider } from 'jotai';
import { readyLazy } from '@qrguard/shared-ui/lazy';
import { StrictMode, Suspense, startTransition, useState } from 'react';
import { FeedbackDialogs } from './feedback/FeedbackDialogs';
import { FollowSessionLanguage } from './language/FollowSessionLanguage';
import { PageLoading } from './plain/PageLoading';
import { loadRoutedApp } from './routes/chunks';
import { destinationAfterLogin } from './signIn/destination';
import { SignInForm } from './signIn/SignInForm';
import { routerStateOf } from './signIn/startOnSignIn';

const RoutedApp = readyLazy(loadRoutedApp, (module) => module.default);

/** /login opened directly: the form without the router, which loads while the sign-in request runs. */
function SignInFirst({ onSignedIn }: { onSignedIn: () => void }) {
  const [destination] = useState(() => destinationAfterLogin(routerStateOf(window.history.state)));
  return (
    <SignInForm
      destination={destination}
      onSignedIn={(to) => {
        // As navigate(to, { replace: true }) would; the router starts on this URL.
        window.history.replaceState(null, '', to);
        onSignedIn();
      }}
    />
  );
}

export function Root({ startOnSignIn = false }: { startOnSignIn?: boolean }) {
  const [routed, setRouted] = useState(!startOnSignIn);
  return (
    <StrictMode>
      <Provider store={store}>
        <FollowSessionLanguage />
        <FeedbackDialogs />
        <Suspense fallback={<PageLoading />}>
          {routed ? (
            <RoutedApp />
          ) : (
            // A transition keeps the form on screen until the router's code is there.
            <SignInFirst onSignedIn={() => startTransition(() => setRouted(true))} />
          )}
        </Suspense>
      </Provider>
    </StrictMode>
  );
}
