import type { ReactNode } from 'react';
import { reportClientError } from '@tutor/api';
import { ErrorBoundary } from '@tutor/ui/ErrorBoundary';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';

interface Props {
  remoteName: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Layer three of the resilience contract: a remote that throws while rendering is contained. */
export function RemoteErrorBoundary({ remoteName, onRetry, children }: Props) {
  return (
    <ErrorBoundary source={remoteName} report={reportClientError} onRetry={onRetry} fallback={(retry) => <UnavailablePanel onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}
