import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@tutor/testing';
import type { RemoteDefinition } from './manifest';
import { RemoteRouter } from './RemoteRouter';

const remotes: RemoteDefinition[] = [
  { name: 'mf_landing', entry: '/remotes/mf-landing/mf-manifest.json', routes: ['/', '/referral'] },
  { name: 'mf_blog', entry: '/remotes/mf-blog/mf-manifest.json', routes: ['/blog'] },
];
const renderRemote = (remote: RemoteDefinition) => <p>Remote {remote.name}</p>;

describe('RemoteRouter', () => {
  it('renders the remote that owns the URL', async () => {
    renderPage(<RemoteRouter loadManifest={async () => remotes} renderRemote={renderRemote} />, {
      route: '/blog/tips-belajar',
    });
    expect(await screen.findByText('Remote mf_blog')).toBeInTheDocument();
  });

  it('shows the 404 page for a URL no remote owns', async () => {
    renderPage(<RemoteRouter loadManifest={async () => remotes} renderRemote={renderRemote} />, {
      route: '/tidak-ada',
    });
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan | Pintar Privat'));
  });

  it('offers Coba lagi when remotes.json cannot be read', async () => {
    const loadManifest = jest
      .fn<Promise<RemoteDefinition[]>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(remotes);
    renderPage(<RemoteRouter loadManifest={loadManifest} renderRemote={renderRemote} />, { route: '/referral' });
    await userEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Remote mf_landing')).toBeInTheDocument();
  });
});
