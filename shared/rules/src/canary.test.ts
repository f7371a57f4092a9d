import {
  canaryBucket,
  canaryRollbackDecision,
  entryForVisitor,
  errorsPerThousand,
  seesCanary,
  versionOfEntry,
} from './canary';

const policy = { thresholdPerThousand: 20, minViews: 50 };

describe('canary buckets', () => {
  it('gives one visitor the same bucket on every call', () => {
    expect(canaryBucket('visitor-a', 'mf_blog')).toBe(canaryBucket('visitor-a', 'mf_blog'));
  });

  it('shows the canary to close to its percent of 10,000 visitors', () => {
    const remote = {
      name: 'mf_blog',
      entry: '/remotes/mf-blog/mf-manifest.json',
      canary: { entry: '/remotes/mf-blog-2/mf-manifest.json', percent: 10 },
    };
    const ids = Array.from({ length: 10_000 }, (_, index) => `visitor-${index}-${(index * 7919) % 104729}`);
    const onCanary = ids.filter((id) => entryForVisitor(remote, id) === remote.canary.entry).length;
    expect(onCanary).toBeGreaterThan(900);
    expect(onCanary).toBeLessThan(1100);
  });

  it('keeps the visitors of a smaller percent when the percent grows', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => `v${index}`);
    const atTen = ids.filter((id) => seesCanary(canaryBucket(id, 'mf_blog'), 10));
    expect(atTen.every((id) => seesCanary(canaryBucket(id, 'mf_blog'), 50))).toBe(true);
  });

  it('sends nobody at 0 % and everybody at 100 %', () => {
    expect(seesCanary(0, 0)).toBe(false);
    expect(seesCanary(9_999, 100)).toBe(true);
  });
});

describe('versionOfEntry', () => {
  it('names a build by its deployment folder', () => {
    expect(versionOfEntry('/remotes/mf-blog-2026-11-26/mf-manifest.json')).toBe('mf-blog-2026-11-26');
    expect(versionOfEntry('https://cdn.example/blog/mf-manifest.json')).toBe(
      'https://cdn.example/blog/mf-manifest.json',
    );
  });
});

describe('canaryRollbackDecision', () => {
  it('waits for the minimum of views however bad the first ones are', () => {
    expect(canaryRollbackDecision({ views: 1000, errors: 0 }, { views: 49, errors: 49 }, policy)).toEqual({
      rollback: false,
    });
  });

  it('rolls back when the canary exceeds the live rate by more than the threshold, and says why', () => {
    const decision = canaryRollbackDecision({ views: 1000, errors: 5 }, { views: 100, errors: 3 }, policy);
    expect(decision).toEqual({
      rollback: true,
      reason: expect.stringContaining('30 kesalahan per 1.000 tampilan (3 dari 100)'),
    });
  });

  it('writes the rates the Indonesian way', () => {
    const decision = canaryRollbackDecision({ views: 300, errors: 1 }, { views: 60, errors: 60 }, policy);
    expect(decision).toEqual({
      rollback: true,
      reason:
        'Versi uji: 1.000 kesalahan per 1.000 tampilan (60 dari 60), versi aktif: 3,3; selisih melebihi ambang 20.',
    });
  });

  it('keeps a canary whose rate is within the threshold of the live one', () => {
    expect(canaryRollbackDecision({ views: 1000, errors: 10 }, { views: 100, errors: 3 }, policy)).toEqual({
      rollback: false,
    });
  });

  it('counts errors per 1,000 views with one decimal', () => {
    expect(errorsPerThousand({ views: 3, errors: 1 })).toBe(333.3);
    expect(errorsPerThousand({ views: 0, errors: 4 })).toBe(0);
  });
});
