// Renders the remote that owns the current /dashboard/... path, lazily and
// inside its own error boundary (ARCHITECTURE.md: a remote that fails to load
// shows a clear message in its area).
import { Button, Result, Spin } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundContent } from '../pages/NotFoundContent';
import { remoteForPath, type RemoteChoice, type RemoteName } from '../routes/remoteArea';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteApp, resetRemote, type RemoteAppModule } from './remotes';

export type RemoteLoader = (name: RemoteName) => Promise<RemoteAppModule>;

// One lazy component per remote and attempt: React.lazy keeps a failure, so a
// retry needs a new one, while re-renders must reuse the same one.
const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyRemote(name: RemoteName, attempt: number, load: RemoteLoader) {
  const key = `${name}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => load(name));
    lazyCache.set(key, component);
  }
  return component;
}

export function AreaLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" description="Loading..." />
    </div>
  );
}

export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={`${area} is unavailable right now`}
      subTitle="This part of the dashboard could not be loaded. The rest of the dashboard still works; try again in a moment."
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

function RemoteSlot({ choice, load }: { choice: RemoteChoice; load: RemoteLoader }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(() => lazyRemote(choice.remote, attempt, load), [choice.remote, attempt, load]);
  const onRetry = useCallback(() => {
    if (load === loadRemoteApp) resetRemote(choice.remote);
    setAttempt((n) => n + 1);
  }, [choice.remote, load]);

  return (
    <RemoteBoundary onRetry={onRetry} fallback={(retry) => <RemoteUnavailable area={choice.area} onRetry={retry} />}>
      <Suspense fallback={<AreaLoading />}>
        <RemoteApp />
      </Suspense>
    </RemoteBoundary>
  );
}

export function RemoteArea({ load = loadRemoteApp }: { load?: RemoteLoader }) {
  const { pathname } = useLocation();
  const choice = remoteForPath(pathname);
  if (!choice) return <NotFoundContent />;
  // Keyed by remote: moving to another area starts with a clean boundary.
  return <RemoteSlot key={choice.remote} choice={choice} load={load} />;
}
