import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** names the failing part in the error log (a remote, a page block) */
  source: string;
  /** what to show instead; `retry` clears the error and renders the children again */
  fallback: (retry: () => void) => ReactNode;
  /** called on retry, e.g. to load the failed code again */
  onRetry?: () => void;
  children: ReactNode;
  /**
   * Where the error goes (the apps pass @tutor/api's reportClientError, which posts to /api/log).
   * Injected so that the design system does not depend on the data layer.
   */
  report: (report: { message: string; stack?: string; componentStack?: string; source: string }) => void;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a render error inside one part of the page: the part shows its fallback, the rest keeps
 * working, and the error goes to POST /api/log with its component stack.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.report({
      message: error.message,
      stack: error.stack,
      componentStack: info.componentStack ?? undefined,
      source: this.props.source,
    });
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry?.();
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
