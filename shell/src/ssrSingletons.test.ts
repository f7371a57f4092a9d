// The 'mf-*' ban on importing remotes also matches the build tooling's package name; tooling is allowed here.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { SSR_SINGLETONS } from '@tutor/mf-config/singletons';
import { singletons } from './ssr';

describe("the shell's server bundle", () => {
  it('hands out exactly the modules a remote bundle leaves to it', () => {
    expect(Object.keys(singletons).sort()).toEqual([...SSR_SINGLETONS].sort());
  });
});
