// The 'mf-*' ban on importing remotes also matches the build tooling's package name; tooling is allowed here.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { sharedSingletons } from '@tutor/mf-config/shared';
import { SSR_SINGLETONS } from '@tutor/mf-config/singletons';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { singletons } from './ssr';

const versionOf = (library: string) =>
  (
    JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'shared', library, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe("the shell's shared modules", () => {
  it("server bundle hands out exactly the modules a remote's bundle leaves to it", () => {
    expect(Object.keys(singletons).sort()).toEqual([...SSR_SINGLETONS].sort());
  });

  it('shares our libraries at their package.json version and asks for that major, so a newer major is reported', () => {
    const shared = sharedSingletons();
    const expected = (library: string) => {
      const version = versionOf(library);
      return { version, requiredVersion: `^${version.split('.')[0]}.0.0`, strictVersion: false };
    };
    expect(shared['@tutor/api']).toMatchObject(expected('api'));
    expect(shared['@tutor/ui/Button']).toMatchObject(expected('ui'));
  });

  it('leaves the stateless rules and the types-only contract out: each app bundles what it imports', () => {
    const shared = sharedSingletons();
    expect(shared).not.toHaveProperty(['@tutor/rules']);
    expect(shared).not.toHaveProperty(['@tutor/contract']);
    expect(SSR_SINGLETONS).not.toContain('@tutor/rules');
  });
});
