// @ts-check
/**
 * The monolith build of `npm run bench:web`: the shell's own configuration (createAppConfig, so
 * loaders, minification, CSS extraction, compression and aliases are the same) with the module
 * federation plugin removed and monolith/index.tsx as the entry.
 */
const path = require('node:path');
const { createAppConfig } = require('@tutor/mf-config');

const repoRoot = path.resolve(__dirname, '..', '..', '..');

module.exports = (_env, argv) => {
  const config = createAppConfig(
    {
      name: 'monolith',
      kind: 'host',
      dir: path.join(repoRoot, 'shell'),
      devPort: 3199,
      title: 'Pintar Privat: les privat ke rumah dan online',
    },
    { ...argv, mode: 'production' },
  );
  config.entry = path.join(__dirname, 'index.tsx');
  config.output = {
    ...config.output,
    path: process.env.MONOLITH_OUTPUT_PATH || path.join(repoRoot, 'dist-bench', 'monolith'),
  };
  config.plugins = config.plugins.filter(
    (plugin) =>
      !['ModuleFederationPlugin', 'StartupPreloadPlugin', 'ShellProvidesPlugin'].includes(plugin.constructor.name),
  );
  // the design system's share groups (shared/mf/chunkGroups.js) are federation's; the monolith keeps webpack's default splitting
  const { splitChunks: _federatedGroups, ...optimization } = config.optimization;
  config.optimization = optimization;
  return config;
};
