import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';
import { remotePages, RemoteRoutes } from '@tutor/ui/RemotePages';

// One chunk per page: the list never downloads the article page (and its HTML sanitiser).
const pages = remotePages([
  {
    paths: ['/blog'],
    load: () =>
      import(/* webpackChunkName: "page-blog-list" */ './list/BlogListPage').then((module) => ({
        default: module.BlogListPage,
      })),
  },
  {
    paths: ['/blog/:slug'],
    load: () =>
      import(/* webpackChunkName: "page-blog-detail" */ './detail/BlogDetailPage').then((module) => ({
        default: module.BlogDetailPage,
      })),
  },
]);

/**
 * Loads the page of `pathname` before the shell hydrates a server-rendered page, so hydration
 * does not stop at the page's chunk.
 */
export const preloadPage = pages.preload;

/** The blog remote's pages, on absolute paths (the shell routes /blog* here). */
export default function App() {
  return <RemoteRoutes pages={pages} loading={<PageLoading />} notFound={<NotFoundPage />} />;
}
