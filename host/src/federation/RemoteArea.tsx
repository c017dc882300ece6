// Renders the remote that owns the current /dashboard/... path, loaded at run
// time and inside its own error boundary (ARCHITECTURE.md: a remote that fails
// to load shows a clear message in its area; the rest of the shell works).
import { useT } from '@qrguard/shared-ui/i18n';
import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundContent } from '../pages/NotFoundContent';
import { remoteForPath, type RemoteChoice, type RemoteName } from '../routes/remoteArea';
import { RemoteBoundary } from './RemoteBoundary';
import { loadedRemoteApp, loadRemoteApp, resetRemote, type RemoteAppModule } from './remotes';

export type RemoteLoader = (name: RemoteName) => Promise<RemoteAppModule>;

export function AreaLoading() {
  const t = useT();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" description={t('loading')} />
    </div>
  );
}

/** `area`: the translation key of the area's name (remoteArea.ts). */
export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={t('remote.unavailable', { area: t(area) })}
      subTitle={t('remote.unavailableText')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; App: ComponentType };

/** One load attempt; a retry mounts a fresh one (keyed by attempt). */
function RemoteLoad({ choice, load, onRetry }: { choice: RemoteChoice; load: RemoteLoader; onRetry: () => void }) {
  // Loaded already (the signed-in start fetches it with the shell): drawn in the layout's first commit.
  const [loaded] = useState(() => (load === loadRemoteApp ? loadedRemoteApp(choice.remote) : undefined));
  const [state, setState] = useState<LoadState>(
    loaded ? { status: 'ready', App: loaded.default } : { status: 'loading' },
  );

  useEffect(() => {
    if (loaded) return;
    let live = true;
    load(choice.remote).then(
      (module) => live && setState({ status: 'ready', App: module.default }),
      (error: unknown) => {
        console.error(`Could not load ${choice.remote}`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [choice.remote, load, loaded]);

  if (state.status === 'loading') return <AreaLoading />;
  if (state.status === 'failed') return <RemoteUnavailable area={choice.area} onRetry={onRetry} />;
  const { App } = state;
  return <App />;
}

function RemoteSlot({ choice, load }: { choice: RemoteChoice; load: RemoteLoader }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    // The federation runtime keeps what it fetched; forget the failed remote first.
    if (load === loadRemoteApp) resetRemote(choice.remote);
    setAttempt((n) => n + 1);
  }, [choice.remote, load]);

  return (
    <RemoteBoundary key={attempt} fallback={<RemoteUnavailable area={choice.area} onRetry={retry} />}>
      <RemoteLoad choice={choice} load={load} onRetry={retry} />
    </RemoteBoundary>
  );
}

export function RemoteArea({ load = loadRemoteApp }: { load?: RemoteLoader }) {
  const { pathname } = useLocation();
  const choice = remoteForPath(pathname);
  if (!choice) return <NotFoundContent heading="h2" />;
  // Keyed by remote: moving to another area starts with a clean boundary.
  return <RemoteSlot key={choice.remote} choice={choice} load={load} />;
}
