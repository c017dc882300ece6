// Catches a remote that cannot be loaded (or crashes) so only its area shows
// the problem; the header, sidebar and other areas keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the remote; `retry` loads it again. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote area failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
