// /login: user name, password, "Ingat saya" and Login. No client-side
// validation (spec 2); the server's message, the throttle one included, is
// shown in an error popup. No @ant-design/icons here: the shared icon package
// is about 190 KB gzip and the sign-in page should not wait for it.
import { errorMessage, isTokenExpired, login, useSession } from '@qrguard/shared-api';
import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { FromState } from '../auth/RequireAuth';
import { showError } from '../feedback/feedback';
import { LANDING_PATH } from '../routes/routeTable';

interface LoginForm {
  username?: string;
  password?: string;
  remember?: boolean;
}

/** Where to go after sign-in: the page the guard turned away, else the landing page. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : LANDING_PATH;
}

export default function LoginPage() {
  const user = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  if (user && !isTokenExpired(user) && !busy) return <Navigate to={destinationAfterLogin(location.state)} replace />;

  const onFinish = async ({ username = '', password = '', remember = false }: LoginForm) => {
    setBusy(true);
    try {
      await login({ username, password }, remember);
      navigate(destinationAfterLogin(location.state), { replace: true });
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f0f2f5',
        padding: 16,
      }}
    >
      <Card style={{ width: 380, maxWidth: '100%' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
          QR Guard
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          Sign in to the dashboard
        </Typography.Paragraph>
        <Form<LoginForm> layout="vertical" onFinish={onFinish} initialValues={{ remember: false }} requiredMark={false}>
          <Form.Item label="User name" name="username">
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>Ingat saya</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Login
          </Button>
        </Form>
      </Card>
    </main>
  );
}
