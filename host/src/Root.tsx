import { store } from '@qrguard/shared-api';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { FeedbackBridge } from './feedback/feedback';
import { AppRoutes } from './routes/AppRoutes';

/** The whole shell: one jotai store (shared with the remotes), antd theme and popups, history-mode router. */
export function Root() {
  return (
    <StrictMode>
      <Provider store={store}>
        <ConfigProvider theme={{ token: { colorPrimary: '#1677ff' } }}>
          <AntApp>
            <FeedbackBridge />
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AntApp>
        </ConfigProvider>
      </Provider>
    </StrictMode>
  );
}
