import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type ResolveShareArgs = Parameters<Hooks['resolveShare']>[0];
type SharedEntry = NonNullable<ReturnType<ResolveShareArgs['resolver']>>['shared'];
type ShareScopeMap = ResolveShareArgs['shareScopeMap'];

/**
 * Keeps one remote's broken deploy its own (README, Resilience; shared/mf/README.md).
 *
 * With `shareStrategy: 'loaded-first'` the runtime hands every consumer of a shared module the
 * copy that was registered first. The shell registers the modules it provides before any remote
 * starts; any other shared module (say `@tutor/ui/RemotePages`, which every remote's App imports)
 * was registered by whichever remote initialised first, and every later remote took that
 * remote's files. When those files failed (a deploy that lost its chunks), the runtime stored the
 * rejected load on the share-scope entry (`loading`), and every later consumer awaited that same
 * rejected promise without a request: landing on a broken remote's page broke every other remote
 * until a full reload.
 *
 * So: a module registered by a remote is handed only to that remote. Every other remote is told
 * no copy is registered, and the runtime's build-time path then runs the consumer's own copy (its
 * fallback getter), from its own files. The shell's copies are handed to everyone, as before.
 * And a shared load that failed is not kept as the answer: its rejected promise is cleared from
 * the entry, so the next try (Coba lagi) fetches the files again.
 */
export function sharedIsolationPlugin(shellName: string): ModuleFederationRuntimePlugin {
  /** share-scope entries a remote created, and which remote created them */
  const registeredBy = new WeakMap<object, string>();

  return {
    name: 'shell-shared-isolation',
    afterRegisterShare({ previousShared, registeredShared, origin }) {
      // an entry this registration created (none was there before) belongs to the registering remote
      if (!previousShared && registeredShared && origin.options.name !== shellName)
        registeredBy.set(registeredShared, origin.options.name);
    },
    resolveShare(args) {
      const { resolver, shareInfo } = args;
      return {
        ...args,
        resolver: () => {
          const found = resolver();
          const owner = found && registeredBy.get(found.shared);
          // another remote's copy: resolve to nothing, so the consumer runs its own copy
          if (owner && owner !== shareInfo.from) return undefined;
          return found;
        },
      };
    },
    errorLoadShare({ pkgName, shareScopeMap }) {
      forgetFailedLoads(shareScopeMap, pkgName);
    },
  };
}

/** Clears the load of `pkgName` that failed from its share-scope entries, so it is tried again. */
export function forgetFailedLoads(shareScopeMap: ShareScopeMap, pkgName: string): void {
  for (const scope of Object.values(shareScopeMap)) {
    for (const entry of Object.values<SharedEntry>(scope[pkgName] ?? {})) {
      const failed = entry.loading;
      if (entry.loaded || !failed) continue;
      failed.catch(() => {
        if (entry.loading === failed) entry.loading = null;
      });
    }
  }
}
