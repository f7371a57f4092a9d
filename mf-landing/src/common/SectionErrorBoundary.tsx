import type { ReactNode } from 'react';
import { reportClientError } from '@tutor/api';
import { ErrorBoundary } from '@tutor/ui/ErrorBoundary';

/** The text shown when the best-teacher block fails to render. */
export const SECTION_CRASH_MESSAGE = 'Something went wrong';

/** Keeps a render error inside one home block; the rest of the page keeps working. */
export function SectionErrorBoundary({ source, children }: { source: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      source={source}
      report={reportClientError}
      fallback={() => (
        <p role="alert" className="landing-crash">
          {SECTION_CRASH_MESSAGE}
        </p>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
