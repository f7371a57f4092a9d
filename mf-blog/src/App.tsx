import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';

// One chunk per page: the list never downloads the article page (and its HTML sanitiser).
const BlogListPage = lazy(() => import(/* webpackChunkName: "page-blog-list" */ './list/BlogListPage').then((module) => ({ default: module.BlogListPage })));
const BlogDetailPage = lazy(() => import(/* webpackChunkName: "page-blog-detail" */ './detail/BlogDetailPage').then((module) => ({ default: module.BlogDetailPage })));

/** The blog remote's pages, on absolute paths (the shell routes /blog* here). */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
