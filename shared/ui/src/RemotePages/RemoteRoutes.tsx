import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemotePages } from './remotePages';

/**
 * A remote's App body: its lazily loaded pages on absolute paths, `loading` while a page's chunk
 * arrives, `notFound` for any other path. The app passes both elements (its PageLoading and
 * NotFoundPage), so this entry does not carry them.
 */
export function RemoteRoutes({
  pages,
  loading,
  notFound,
}: {
  pages: RemotePages;
  loading: ReactNode;
  notFound: ReactNode;
}) {
  return (
    <Suspense fallback={loading}>
      <Routes>
        {pages.routes()}
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
