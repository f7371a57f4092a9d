import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { remotePages } from './remotePages';

function pagesWithCounter() {
  const loads = { home: 0, article: 0 };
  const pages = remotePages([
    { paths: ['/'], load: async () => ((loads.home += 1), { default: () => <h1>Beranda</h1> }) },
    {
      paths: ['/blog/:slug', '/artikel/:slug'],
      load: async () => ((loads.article += 1), { default: () => <h1>Artikel</h1> }),
    },
  ]);
  return { pages, loads };
}

function renderAt(pages: ReturnType<typeof remotePages>, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Memuat halaman...</p>}>
        <Routes>{pages.routes()}</Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe('remotePages', () => {
  it('loads a page only when its route is shown, behind the Suspense fallback', async () => {
    const { pages, loads } = pagesWithCounter();
    renderAt(pages, '/artikel/belajar');
    expect(screen.getByText('Memuat halaman...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Artikel' })).toBeInTheDocument();
    expect(loads).toEqual({ home: 0, article: 1 });
  });

  it('renders a preloaded page in the first render, without the fallback (what hydration needs)', async () => {
    const { pages, loads } = pagesWithCounter();
    await pages.preload('/blog/cara-belajar');
    renderAt(pages, '/blog/cara-belajar');
    expect(screen.getByRole('heading', { name: 'Artikel' })).toBeInTheDocument();
    expect(screen.queryByText('Memuat halaman...')).not.toBeInTheDocument();
    expect(loads).toEqual({ home: 0, article: 1 });
  });

  it('preloads nothing for a URL no page serves, and loads a failed page again when asked again', async () => {
    const { pages, loads } = pagesWithCounter();
    await pages.preload('/tidak-ada');
    expect(loads).toEqual({ home: 0, article: 0 });

    let attempts = 0;
    const flaky = remotePages([
      {
        paths: ['/'],
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('chunk failed');
          return { default: () => <h1>Beranda</h1> };
        },
      },
    ]);
    await expect(flaky.preload('/')).rejects.toThrow('chunk failed');
    await flaky.preload('/');
    expect(attempts).toBe(2);
  });
});
