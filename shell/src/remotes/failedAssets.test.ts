import { removeFailedStylesheets, scriptPreloadLink } from './failedAssets';

afterEach(() => {
  document.head.innerHTML = '';
});

const scriptsOf = (path: string) =>
  [...document.querySelectorAll('script')].filter((script) => script.src === new URL(path, document.baseURI).href);

describe('what a failed first load leaves in the page', () => {
  it('spends a failed script preload on a throwaway script of its URL, then drops both', () => {
    const link = scriptPreloadLink('/remotes/mf-blog/chunks/372.js');
    document.head.appendChild(link);
    expect(link).toHaveAttribute('rel', 'preload');
    expect(link).toHaveAttribute('as', 'script');
    expect(scriptsOf('/remotes/mf-blog/chunks/372.js')).toHaveLength(0);

    link.dispatchEvent(new Event('error'));
    const [spender] = scriptsOf('/remotes/mf-blog/chunks/372.js');
    if (!spender) throw new Error('no throwaway script');
    spender.dispatchEvent(new Event('error'));
    expect(scriptsOf('/remotes/mf-blog/chunks/372.js')).toHaveLength(0);
    expect(link.isConnected).toBe(false);
  });

  it('leaves a preload that loaded alone', () => {
    const link = scriptPreloadLink('/remotes/mf-blog/remoteEntry.js');
    document.head.appendChild(link);
    link.dispatchEvent(new Event('load'));
    expect(link.isConnected).toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('removes the server-written remote stylesheets that have no rules, and no other link', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/remotes/mf-blog/chunks/page-blog-list.css" data-href="chunks/page-blog-list.css">' +
      '<link rel="stylesheet" href="/chunks/698.css">';
    removeFailedStylesheets();
    expect([...document.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/chunks/698.css',
    ]);
  });
});
