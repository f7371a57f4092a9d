// @ts-check
/**
 * What the shell always provides, checked on both sides when they build.
 *
 * A production remote consumes the modules of SHELL_PROVIDES (singletons.js) with `import: false`:
 * its build carries no copy of them and its remoteEntry.js no table entry for them, since the
 * shell's copy is the one that runs (`loaded-first`, the shell registers its modules before any
 * remote loads; a production remote runs only inside the shell anyway, externalRuntime). That is
 * safe only while the shell really provides each of them, so:
 * - the shell's build fails when it no longer provides one of them (its code stopped importing a
 *   design-system entry, say): drop it from the list or import it again;
 * - a remote's build fails when it consumes, without a copy of its own, a module outside the list
 *   (a subpath such as `react-dom/server` under the `react-dom/` prefix): it would have nothing to
 *   run on.
 * Development builds keep every copy: `npm run dev` of a remote boots alone with its own store.
 */
const { SHELL_PROVIDES } = require('./singletons');

const PLUGIN = 'ShellProvidesPlugin';

/**
 * @param {Iterable<import('webpack').Module>} modules
 * @returns {{ provided: Set<string>, consumedWithoutCopy: Set<string> }}
 */
function sharedModulesOf(modules) {
  const provided = new Set();
  const consumedWithoutCopy = new Set();
  for (const module of modules) {
    // The share key lives outside webpack's types: `_name` on a ProvideSharedModule, `options` on a
    // ConsumeSharedModule (whose `import` is undefined when it is consumed with `import: false`).
    const shared = /** @type {{ _name?: string, options?: { shareKey?: string, import?: string } }} */ (
      /** @type {unknown} */ (module)
    );
    if (module.type === 'provide-module' && typeof shared._name === 'string') provided.add(shared._name);
    if (module.type === 'consume-shared-module' && shared.options?.shareKey && !shared.options.import)
      consumedWithoutCopy.add(shared.options.shareKey);
  }
  return { provided, consumedWithoutCopy };
}

/**
 * @param {'host' | 'remote'} kind
 * @param {Iterable<import('webpack').Module>} modules
 * @returns {string[]} what is wrong, one sentence each
 */
function shellProvidesProblems(kind, modules) {
  const { provided, consumedWithoutCopy } = sharedModulesOf(modules);
  if (kind === 'host') {
    return SHELL_PROVIDES.filter((key) => !provided.has(key)).map(
      (key) =>
        `the shell no longer provides "${key}", which remotes take from it without a copy of their own (SHELL_PROVIDES in shared/mf/singletons.js)`,
    );
  }
  return [...consumedWithoutCopy]
    .filter((key) => !SHELL_PROVIDES.includes(key))
    .map(
      (key) =>
        `"${key}" is consumed without a copy of its own but the shell does not promise it (add it to SHELL_PROVIDES in shared/mf/singletons.js if the shell provides it)`,
    );
}

class ShellProvidesPlugin {
  /** @param {'host' | 'remote'} kind */
  constructor(kind) {
    this.kind = kind;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        for (const problem of shellProvidesProblems(this.kind, modules))
          compilation.errors.push(new WebpackError(`${PLUGIN}: ${problem}`));
      });
    });
  }
}

module.exports = { ShellProvidesPlugin, shellProvidesProblems };
