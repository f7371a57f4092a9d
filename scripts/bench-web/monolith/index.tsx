/* eslint-disable @typescript-eslint/no-restricted-imports -- the monolith is the apps' own pages
   built without federation: it imports them across projects on purpose, and is never shipped. */
// The monolith variant of the site for `npm run bench:web`: the shell's layout, store and router
// with every remote's App imported directly. No module federation; pages stay lazy, as they are
// inside the remotes, so the two builds differ only by federation. The logged-in pages (/siswa,
// /guru, /admin) pass the shell's own RouteGuard, as in the federated build.
import '@tutor/ui/theme.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '@tutor/api';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import BlogApp from '../../../mf-blog/src/App';
import JobBoardApp from '../../../mf-job-board/src/App';
import LandingApp from '../../../mf-landing/src/App';
import OrderWizardApp from '../../../mf-order-wizard/src/App';
import SearchApp from '../../../mf-search/src/App';
import remotesJson from '../../../server/config/remotes.json';
import { RouteGuard } from '../../../shell/src/account/RouteGuard';
import { Layout } from '../../../shell/src/layout/Layout';
import { findRemoteForPath } from '../../../shell/src/remotes/resolve';

const apps: Record<string, ComponentType> = {
  mf_landing: LandingApp,
  mf_search: SearchApp,
  mf_blog: BlogApp,
  mf_order_wizard: OrderWizardApp,
  mf_job_board: JobBoardApp,
};

function Routed() {
  const { pathname } = useLocation();
  const remote = findRemoteForPath(pathname, remotesJson.remotes);
  const App = remote ? apps[remote.name] : undefined;
  return App ? <App /> : <NotFoundPage />;
}

const store = createAppStore();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <Provider store={store}>
      <BrowserRouter>
        <Layout>
          <RouteGuard>
            <Routed />
          </RouteGuard>
        </Layout>
      </BrowserRouter>
    </Provider>,
  );
}
