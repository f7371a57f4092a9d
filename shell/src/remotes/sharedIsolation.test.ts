import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forgetFailedLoads, sharedIsolationPlugin } from './sharedIsolation';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type RegisterArgs = Parameters<Hooks['afterRegisterShare']>[0];
type ResolveArgs = Parameters<Hooks['resolveShare']>[0];
type Entry = NonNullable<RegisterArgs['registeredShared']>;

const entry = (from: string, extra: Partial<Entry> = {}): Entry =>
  ({ version: '1.0.0', from, scope: ['default'], useIn: [], ...extra }) as Entry;

/** Registers `shared` as the runtime does for `origin`, then resolves it for `consumer`. */
function resolveFor(plugin: ModuleFederationRuntimePlugin, registeredBy: string, consumer: string) {
  const shared = entry(registeredBy);
  plugin.afterRegisterShare?.({
    pkgName: '@tutor/ui/RemotePages',
    scope: 'default',
    shared,
    registeredShared: shared,
    shareScopeMap: {},
    trigger: 'build',
    origin: { options: { name: registeredBy } },
  } as unknown as RegisterArgs);
  const args = {
    pkgName: '@tutor/ui/RemotePages',
    shareInfo: { from: consumer },
    resolver: () => ({ shared, useTreesShaking: false }),
  } as unknown as ResolveArgs;
  return (plugin.resolveShare?.(args) as ResolveArgs).resolver();
}

describe('sharedIsolationPlugin', () => {
  it("hands a remote's shared module only to that remote: another remote gets none and runs its own copy", () => {
    const plugin = sharedIsolationPlugin('shell');
    expect(resolveFor(plugin, 'mf_search', 'mf_blog')).toBeUndefined();
    expect(resolveFor(plugin, 'mf_search', 'mf_search')?.shared.from).toBe('mf_search');
  });

  it("hands the shell's modules to every remote", () => {
    expect(resolveFor(sharedIsolationPlugin('shell'), 'shell', 'mf_blog')?.shared.from).toBe('shell');
  });
});

describe('forgetFailedLoads', () => {
  it('clears a failed load from its share-scope entry, so the next try loads again; a loaded one stays', async () => {
    const failed = Promise.reject(new Error('Loading chunk 60 failed'));
    failed.catch(() => undefined);
    const broken = entry('mf_search', { loading: failed, loaded: false });
    const fine = entry('shell', { loading: Promise.resolve(), loaded: true });
    forgetFailedLoads({ default: { a: { '1.0.0': broken }, b: { '1.0.0': fine } } }, 'a');
    forgetFailedLoads({ default: { a: { '1.0.0': broken }, b: { '1.0.0': fine } } }, 'b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(broken.loading).toBeNull();
    expect(fine.loading).toBeInstanceOf(Promise);
  });
});
