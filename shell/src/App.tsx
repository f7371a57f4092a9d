import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@tutor/api';
import { RouteGuard } from './account/RouteGuard';
import { Layout } from './layout/Layout';
import { RemoteRouter } from './remotes/RemoteRouter';

export function App() {
  const store = useMemo(() => createAppStore(), []);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Layout>
          <RouteGuard>
            <RemoteRouter />
          </RouteGuard>
        </Layout>
      </BrowserRouter>
    </Provider>
  );
}
