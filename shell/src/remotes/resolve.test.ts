import type { RemoteDefinition } from './manifest';
import { findRemoteForPath } from './resolve';

const remotes: RemoteDefinition[] = [
  { name: 'mf_landing', entry: '/remotes/mf-landing/mf-manifest.json', routes: ['/', '/referral', '/testimoni'] },
  {
    name: 'mf_search',
    entry: '/remotes/mf-search/mf-manifest.json',
    routes: ['/biaya-les', '/biaya_les', '/cari_pengajar'],
  },
  { name: 'mf_blog', entry: '/remotes/mf-blog/mf-manifest.json', routes: ['/blog'] },
  { name: 'mf_profile', entry: '/remotes/mf-profile/mf-manifest.json', routes: ['/cari_pengajar/guru'] },
];

describe('findRemoteForPath', () => {
  it.each([
    ['/', 'mf_landing'],
    ['/referral', 'mf_landing'],
    ['/referral/', 'mf_landing'],
    ['/biaya_les', 'mf_search'],
    ['/BIAYA-LES', 'mf_search'],
    ['/blog', 'mf_blog'],
    ['/blog/cara-belajar-efektif', 'mf_blog'],
    ['/cari_pengajar', 'mf_search'],
    ['/cari_pengajar/guru/profil/12', 'mf_profile'],
  ])('%s belongs to %s', (path, expected) => {
    expect(findRemoteForPath(path, remotes)?.name).toBe(expected);
  });

  it.each(['/blogger', '/tidak-ada', '/referrals', '/guru'])('%s belongs to no remote', (path) => {
    expect(findRemoteForPath(path, remotes)).toBeNull();
  });

  it('lets "/" own only the home page', () => {
    expect(findRemoteForPath('/anything', [remotes[0]!])).toBeNull();
  });
});
