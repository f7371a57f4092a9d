import { parseRemotesManifest } from './manifest';

describe('parseRemotesManifest', () => {
  it('keeps valid remotes and drops malformed ones', () => {
    const remotes = parseRemotesManifest({
      remotes: [
        { name: 'mf_blog', entry: '/remotes/mf-blog/mf-manifest.json', routes: ['/blog'] },
        { name: 'not a js name', entry: '/x', routes: ['/x'] },
        { name: 'mf_search', entry: '/remotes/mf-search/mf-manifest.json', routes: ['biaya-les'] },
        { name: 'mf_job_board', entry: 42, routes: ['/guru'] },
      ],
    });
    expect(remotes.map((remote) => remote.name)).toEqual(['mf_blog']);
  });

  it('rejects a manifest without a remotes list', () => {
    expect(() => parseRemotesManifest({ apps: [] })).toThrow('remotes.json has no remotes list');
  });
});
