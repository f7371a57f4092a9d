import { findRemoteForPath, matchesPagePattern } from './remoteRoutes';

describe('matchesPagePattern', () => {
  it('matches a fixed path exactly, ignoring case and a trailing slash', () => {
    expect(matchesPagePattern('/blog', '/blog')).toBe(true);
    expect(matchesPagePattern('/blog', '/Blog/')).toBe(true);
    expect(matchesPagePattern('/blog', '/blog/belajar')).toBe(false);
    expect(matchesPagePattern('/', '/')).toBe(true);
    expect(matchesPagePattern('/', '/blog')).toBe(false);
  });

  it('lets a :param segment stand for any one non-empty segment', () => {
    expect(matchesPagePattern('/blog/:slug', '/blog/tips-belajar')).toBe(true);
    expect(matchesPagePattern('/blog/:slug', '/blog')).toBe(false);
    expect(matchesPagePattern('/cari-pengajar/guru/profil/:id', '/cari-pengajar/guru/profil/12')).toBe(true);
    expect(matchesPagePattern('/cari-pengajar/guru/profil/:id', '/cari-pengajar/guru/12')).toBe(false);
  });
});

describe('findRemoteForPath', () => {
  const remotes = [
    { name: 'landing', routes: ['/', '/referral'] },
    { name: 'blog', routes: ['/blog'] },
  ];

  it('gives the longest whole-segment prefix, and "/" only the home page', () => {
    expect(findRemoteForPath('/', remotes)?.name).toBe('landing');
    expect(findRemoteForPath('/blog/x', remotes)?.name).toBe('blog');
    expect(findRemoteForPath('/blogger', remotes)).toBeNull();
    expect(findRemoteForPath('/referral/saya', remotes)?.name).toBe('landing');
  });
});
