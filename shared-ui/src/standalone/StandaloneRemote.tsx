// Lets a remote run on its own port during development: the same providers the
// host gives it, and the same /dashboard/* mount point. A remote's origin has
// no access to the host's stored session, so without one it points the
// developer to the host instead of showing pages that would all answer 401.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { App as AntApp, ConfigProvider, Result } from 'antd';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, store, useSession } from '@qrguard/shared-api';
import { useAntdLocale } from '../i18n/antdLocale';
import { t, useT } from '../i18n/i18n';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { INPUT_PASSWORD, THEME } from '../theme';

/** In English; shown in the reader's language (common.signInThroughHost). */
export const SIGN_IN_THROUGH_HOST_TEXT =
  'This area runs on its own here and cannot see the session of the QR Guard shell. Sign in through the host application and open this page from there.';

export interface StandaloneOptions {
  /** The remote's routes, relative to /dashboard (its exposed ./App). */
  App: ComponentType;
  /** Where / leads, e.g. /dashboard/settings/log-history-activity. */
  firstPath: string;
}

function StandaloneRoutes({ App, firstPath }: StandaloneOptions) {
  const session = useSession();
  const translate = useT();
  return (
    <Routes>
      <Route path="/" element={<Navigate to={firstPath} replace />} />
      <Route
        path="/dashboard/*"
        element={
          session ? (
            <App />
          ) : (
            <Result
              status="warning"
              title={translate('common.notSignedIn')}
              subTitle={translate('common.signInThroughHost')}
            />
          )
        }
      />
      <Route path="*" element={<NotFoundMessage />} />
    </Routes>
  );
}

export function StandaloneRemote(options: StandaloneOptions) {
  const locale = useAntdLocale();
  return (
    <Provider store={store}>
      <ConfigProvider theme={THEME} inputPassword={INPUT_PASSWORD} locale={locale}>
        <AntApp>
          <BrowserRouter>
            <div style={{ padding: 24 }}>
              <StandaloneRoutes {...options} />
            </div>
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}

/** Loads /config.json (API URL), then renders the remote into #root. */
export async function startStandaloneRemote(options: StandaloneOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  const root = createRoot(container);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    root.render(
      <Result
        status="error"
        title={t('common.configFailed')}
        subTitle={error instanceof Error ? error.message : String(error)}
      />,
    );
    return;
  }
  root.render(
    <StrictMode>
      <StandaloneRemote {...options} />
    </StrictMode>,
  );
}
