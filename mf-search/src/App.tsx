import { TEACHER_PROFILE_ROUTES } from '@tutor/rules';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';
import { remotePages, RemoteRoutes } from '@tutor/ui/RemotePages';

// One chunk per page: a visitor of one page downloads only that page.
const pages = remotePages([
  {
    paths: ['/biaya-les', '/biaya_les'],
    load: () =>
      import(/* webpackChunkName: "page-fee-search" */ './feeSearch/FeeSearchPage').then((module) => ({
        default: module.FeeSearchPage,
      })),
  },
  {
    paths: ['/cari-pengajar', '/cari_pengajar'],
    load: () =>
      import(/* webpackChunkName: "page-teacher-search" */ './teacherSearch/TeacherSearchPage').then((module) => ({
        default: module.TeacherSearchPage,
      })),
  },
  {
    paths: [...TEACHER_PROFILE_ROUTES],
    load: () =>
      import(/* webpackChunkName: "page-teacher-profile" */ './teacherProfile/TeacherProfilePage').then((module) => ({
        default: module.TeacherProfilePage,
      })),
  },
]);

/**
 * Loads the page of `pathname` before the shell hydrates a server-rendered page, so hydration
 * does not stop at the page's chunk.
 */
export const preloadPage = pages.preload;

/** mf_search's pages. Paths are absolute: the shell mounts this remote for its route prefixes. */
export default function App() {
  return <RemoteRoutes pages={pages} loading={<PageLoading />} notFound={<NotFoundPage />} />;
}
