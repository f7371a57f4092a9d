import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@tutor/api';

/** SPEC §8: the text shown when the best-teacher block fails to render. */
export const SECTION_CRASH_MESSAGE = 'Something went wrong';

interface Props {
  /** names the block in the error log */
  source: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a render error inside one block: the block shows a short notice and the rest of the
 * page keeps working. The error goes to POST /api/log with its component stack.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportClientError({
      message: error.message,
      stack: error.stack,
      componentStack: info.componentStack ?? undefined,
      source: this.props.source,
    });
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="alert" className="landing-crash">
          {SECTION_CRASH_MESSAGE}
        </p>
      );
    }
    return this.props.children;
  }
}
