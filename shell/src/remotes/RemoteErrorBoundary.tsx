import type { ReactNode } from 'react';
import { reportClientError } from '@tutor/api';
import type { ClientErrorReport } from '@tutor/contract';
import { versionOfEntry } from '@tutor/rules';
import { ErrorBoundary } from '@tutor/ui/ErrorBoundary';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';

interface Props {
  remoteName: string;
  /** the remote's mf-manifest.json URL this tab loaded: the report names that build */
  entry: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Layer three of the resilience contract: a remote that throws while rendering is contained. */
export function RemoteErrorBoundary({ remoteName, entry, onRetry, children }: Props) {
  // Errors are counted per remote build, so a canary that breaks is seen (and rolled back) as such.
  const report = (error: ClientErrorReport) =>
    reportClientError({ ...error, remote: remoteName, version: versionOfEntry(entry) });
  return (
    <ErrorBoundary
      source={remoteName}
      report={report}
      onRetry={onRetry}
      fallback={(retry) => <UnavailablePanel onRetry={retry} />}
    >
      {children}
    </ErrorBoundary>
  );
}
