import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, LOG_RECEIVED } from '@tutor/testing';
import type { ComponentType } from 'react';
import type { RemoteDefinition } from './manifest';
import { RemoteOutlet } from './RemoteOutlet';
import { remoteAppKey, ShellStartContext } from './startContext';

const blog: RemoteDefinition = { name: 'mf_blog_test', entry: '/remotes/mf-blog/mf-manifest.json', routes: ['/blog'] };

function BlogApp() {
  return <h1>Blog Pintar Privat</h1>;
}

function Crashing(): never {
  throw new Error('render failed');
}

describe('RemoteOutlet', () => {
  it('shows the unavailable panel when the remote cannot be loaded, and loads it on Coba lagi', async () => {
    fakeFetch({ 'GET /remotes.json': { body: { remotes: [] } } });
    const loader = jest
      .fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(BlogApp);
    renderPage(<RemoteOutlet remote={{ ...blog, name: 'mf_retry' }} loader={loader} />, { route: '/blog' });

    expect(await screen.findByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'mf_retry' }), true);
  });

  it('shows the panel at once for a remote that failed at start-up (a server-rendered page), trying again only on Coba lagi', async () => {
    fakeFetch({ 'GET /remotes.json': { body: { remotes: [] } } });
    const failed = { ...blog, name: 'mf_failed_at_start' };
    const loader = jest.fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>().mockResolvedValue(BlogApp);
    renderPage(
      <ShellStartContext.Provider
        value={{ remotes: [failed], apps: new Map(), failed: new Set([remoteAppKey(failed)]) }}
      >
        <RemoteOutlet remote={failed} loader={loader} />
      </ShellStartContext.Provider>,
      { route: '/blog' },
    );

    expect(screen.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's HTML of a remote that failed at start-up under a notice with Coba lagi", async () => {
    fakeFetch({ 'GET /remotes.json': { body: { remotes: [] } } });
    const failed = { ...blog, name: 'mf_failed_with_html' };
    const server = document.createElement('div');
    server.innerHTML = '<h1>Blog</h1><a href="/blog/belajar-efektif">Belajar efektif</a>';
    const loader = jest.fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>().mockResolvedValue(BlogApp);
    renderPage(
      <ShellStartContext.Provider
        value={{
          remotes: [failed],
          apps: new Map(),
          failed: new Set([remoteAppKey(failed)]),
          serverContent: new Map([[remoteAppKey(failed), Array.from(server.childNodes)]]),
        }}
      >
        <RemoteOutlet remote={failed} loader={loader} />
      </ShellStartContext.Provider>,
      { route: '/blog' },
    );

    expect(screen.getByRole('status')).toHaveTextContent('belum bisa dimuat');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Belajar efektif' })).toHaveAttribute('href', '/blog/belajar-efektif');
    expect(screen.queryByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads a remote that failed at start-up again when it is visited later (a client navigation)', async () => {
    fakeFetch({ 'GET /remotes.json': { body: { remotes: [] } } });
    const failed = { ...blog, name: 'mf_failed_then_visited' };
    const start = { remotes: [failed], apps: new Map(), failed: new Set([remoteAppKey(failed)]) };
    const loader = jest.fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>().mockResolvedValue(BlogApp);
    const first = renderPage(
      <ShellStartContext.Provider value={start}>
        <RemoteOutlet remote={failed} loader={loader} />
      </ShellStartContext.Provider>,
      { route: '/blog' },
    );
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    first.unmount();

    renderPage(
      <ShellStartContext.Provider value={start}>
        <RemoteOutlet remote={failed} loader={loader} />
      </ShellStartContext.Provider>,
      { route: '/blog' },
    );
    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith(failed, false);
  });

  it('reads /remotes.json again on Coba lagi, so a rollback heals an open tab', async () => {
    const rolledBack = { ...blog, name: 'mf_rollback', entry: '/remotes/mf-blog-previous/mf-manifest.json' };
    const network = fakeFetch({ 'GET /remotes.json': { body: { remotes: [rolledBack] } } });
    // the broken build, then the build /remotes.json names (down for a moment), then that build again
    const loader = jest
      .fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(BlogApp);
    renderPage(
      <RemoteOutlet
        remote={{ ...blog, name: 'mf_rollback', entry: '/remotes/mf-blog-broken/mf-manifest.json' }}
        loader={loader}
      />,
      { route: '/blog' },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
    expect(network.callsTo('GET /remotes.json')).toHaveLength(2);
    expect(loader).toHaveBeenLastCalledWith(rolledBack, true);
  });

  it("loads the build /remotes.json names now when the tab's build is gone (a remote promoted since the tab opened), without the panel", async () => {
    const promoted = { ...blog, name: 'mf_promoted', entry: '/remotes/mf-blog-2026-11-26/mf-manifest.json' };
    const network = fakeFetch({ 'GET /remotes.json': { body: { remotes: [promoted] } } });
    const loader = jest
      .fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(BlogApp);
    renderPage(
      <RemoteOutlet remote={{ ...promoted, entry: '/remotes/mf-blog-2026-11-20/mf-manifest.json' }} loader={loader} />,
      { route: '/blog' },
    );

    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(network.callsTo('GET /remotes.json')).toHaveLength(1);
    expect(loader).toHaveBeenLastCalledWith(promoted, true);
  });

  it('reads /remotes.json once and shows the panel when it names the same build that failed', async () => {
    const down = { ...blog, name: 'mf_down' };
    const network = fakeFetch({ 'GET /remotes.json': { body: { remotes: [down] } } });
    const loader = jest.fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>().mockResolvedValue(null);
    renderPage(<RemoteOutlet remote={down} loader={loader} />, { route: '/blog' });

    expect(await screen.findByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).toBeInTheDocument();
    expect(network.callsTo('GET /remotes.json')).toHaveLength(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('retries the entry it knows when /remotes.json cannot be read', async () => {
    fakeFetch({ 'GET /remotes.json': { status: 503, body: { message: 'Layanan sedang tidak tersedia' } } });
    const known = { ...blog, name: 'mf_offline_manifest' };
    const loader = jest
      .fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(BlogApp);
    renderPage(<RemoteOutlet remote={known} loader={loader} />, { route: '/blog' });

    await userEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith(known, true);
  });

  it('contains a render error, reports it with the component stack and the build that failed, and recovers on Coba lagi', async () => {
    const network = fakeFetch({ 'POST /api/log': LOG_RECEIVED, 'GET /remotes.json': { body: { remotes: [] } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest
      .fn<Promise<ComponentType | null>, [RemoteDefinition, boolean]>()
      .mockResolvedValueOnce(Crashing)
      .mockResolvedValueOnce(BlogApp);
    renderPage(<RemoteOutlet remote={{ ...blog, name: 'mf_crash' }} loader={loader} />, { route: '/blog' });

    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    const report = network.callsTo('POST /api/log')[0]?.body as {
      message: string;
      componentStack: string;
      source: string;
    };
    // errors are counted per build: the report names the remote and the deployment folder it came from
    expect(report).toMatchObject({
      message: 'render failed',
      source: 'mf_crash',
      remote: 'mf_crash',
      version: 'mf-blog',
    });
    expect(report.componentStack).toContain('Crashing');

    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
  });

  it('shows a loading state while the remote is on its way', async () => {
    let resolve: (app: ComponentType) => void = () => undefined;
    const loader = jest.fn(() => new Promise<ComponentType | null>((done) => (resolve = done)));
    renderPage(<RemoteOutlet remote={{ ...blog, name: 'mf_slow' }} loader={loader} />, { route: '/blog' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat halaman...');
    resolve(BlogApp);
    expect(await screen.findByRole('heading', { name: 'Blog Pintar Privat' })).toBeInTheDocument();
  });
});
