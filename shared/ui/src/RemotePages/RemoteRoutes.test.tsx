import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { remotePages } from './remotePages';
import { RemoteRoutes } from './RemoteRoutes';

const pages = remotePages([{ paths: ['/blog'], load: async () => ({ default: () => <h1>Blog</h1> }) }]);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes pages={pages} loading={<p>Memuat halaman...</p>} notFound={<h1>Halaman tidak ditemukan</h1>} />
    </MemoryRouter>,
  );
}

it("shows the loading element, then the path's page", async () => {
  renderAt('/blog');
  expect(screen.getByText('Memuat halaman...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
});

it('shows the not-found element on any other path', () => {
  renderAt('/tidak-ada');
  expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
});
