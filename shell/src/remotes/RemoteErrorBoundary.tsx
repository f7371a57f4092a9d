import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@tutor/api';
import { UnavailablePanel } from '@tutor/ui';

interface Props {
  remoteName: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Layer three: a remote that throws while rendering is contained here and reported. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportClientError({
      message: error.message,
      stack: error.stack,
      componentStack: info.componentStack ?? undefined,
      source: this.props.remoteName,
    });
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <UnavailablePanel onRetry={this.retry} />;
    return this.props.children;
  }
}
