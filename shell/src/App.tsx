import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { createAppStore, type AppStore } from '@tutor/api';
import { RouteGuard } from './account/RouteGuard';
import { Layout } from './layout/Layout';
import { PageLoading } from '@tutor/ui/PageLoading';
import { NOTIFICATIONS_PATH, PENDING_MESSAGES_PATH } from './notifications/paths';
import { PLATFORM_PATH } from './platform/paths';
import { AUDIT_PATH } from './audit/paths';
// Not lazy: shown right after "Hapus akun", when the session has ended. Had it to load first, the
// settings page would still be on screen and send the logged-out person to the login page.
import { AccountDeletedPage } from './settings/AccountDeletedPage';
import { ACCOUNT_DELETED_PATH, ACCOUNT_SETTINGS_PATH } from './settings/paths';
import { RemoteRouter } from './remotes/RemoteRouter';
import { ShellStartContext, type ShellStart } from './remotes/startContext';

export interface AppProps {
  /** the page's store (a server-rendered page's answers already in it); a new one by default */
  store?: AppStore;
  /** the server renders with a StaticRouter at the requested URL (ssr.tsx); the browser's by default */
  Router?: ComponentType<{ children: ReactNode }>;
  start?: ShellStart | null;
}

/**
 * Marks the page as running once React has committed its first render (hydrated, for a
 * server-rendered page): before that a server-rendered button does nothing. The end-to-end tests
 * wait for it; `data-app-ready` carries no meaning for users.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

// The shell's own pages, loaded when visited: they are never server-rendered and most visits never open them.
const NotificationsPage = lazy(() =>
  import('./notifications/NotificationsPage').then((module) => ({ default: module.NotificationsPage })),
);
const PendingMessagesPage = lazy(() =>
  import('./notifications/PendingMessagesPage').then((module) => ({ default: module.PendingMessagesPage })),
);
const AccountSettingsPage = lazy(() =>
  import('./settings/AccountSettingsPage').then((module) => ({ default: module.AccountSettingsPage })),
);
const PlatformPage = lazy(() => import('./platform/PlatformPage').then((module) => ({ default: module.PlatformPage })));
const AuditPage = lazy(() => import('./audit/AuditPage').then((module) => ({ default: module.AuditPage })));
const SHELL_PAGES: Record<string, ComponentType> = {
  [NOTIFICATIONS_PATH]: NotificationsPage,
  [ACCOUNT_SETTINGS_PATH]: AccountSettingsPage,
  [ACCOUNT_DELETED_PATH]: AccountDeletedPage,
  [PENDING_MESSAGES_PATH]: PendingMessagesPage,
  [PLATFORM_PATH]: PlatformPage,
  [AUDIT_PATH]: AuditPage,
};

/** The shell's own pages first (notifications, the admin's pending messages, the platform desk, the audit log), else the remote that owns the URL. */
function Pages() {
  const { pathname } = useLocation();
  const ShellPage = SHELL_PAGES[pathname.replace(/\/+$/, '')];
  if (ShellPage) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ShellPage />
      </Suspense>
    );
  }
  return <RemoteRouter />;
}

export function App({ store: given, Router = BrowserRouter, start = null }: AppProps) {
  const store = useMemo(() => given ?? createAppStore(), [given]);
  return (
    <Provider store={store}>
      <ShellStartContext.Provider value={start}>
        <Router>
          <Layout>
            <RouteGuard>
              <Pages />
            </RouteGuard>
          </Layout>
        </Router>
        <AppReady />
      </ShellStartContext.Provider>
    </Provider>
  );
}
