import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shared Redux and router packages are cut, in production browser builds, to one list of exports
 * (shared/mf/usedExports.js). A remote that imports a name outside the list must fail its build,
 * not leave an undefined for the page to trip over. This builds a minimal remote with the real
 * configuration (createAppConfig, production) in its own process and reads its errors.
 */
const ROOT = path.resolve(__dirname, '..', '..');

const PROBE_CONFIG = `
const { createAppConfig } = require('@tutor/mf-config');
module.exports = (_env, argv) => {
  const config = createAppConfig({ name: 'narrowed_probe', kind: 'remote', dir: __dirname, devPort: 0, title: 'probe', exposes: { './App': './src/App.ts' } }, { ...argv, mode: 'production' });
  // what is under test is resolution and the checks; minifying, compressing and source maps only cost time
  config.devtool = false;
  config.optimization = { ...config.optimization, minimize: false };
  config.plugins = config.plugins.filter((plugin) => !['CompressionPlugin', 'HtmlWebpackPlugin', 'FederationCopiesPlugin'].includes(plugin.constructor.name));
  return config;
};
`;

const PROBE_APP = `
import { createSlice, createListenerMiddleware } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector, connect } from 'react-redux';
import { Link, HashRouter } from 'react-router-dom';
export const used = [createSlice, createListenerMiddleware, skipToken, useSelector, connect, Link, HashRouter];
`;

function buildProbe(): { status: number | null; output: string } {
  const parent = path.join(ROOT, 'tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'narrowed-probe-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'webpack.config.js'), PROBE_CONFIG);
    writeFileSync(path.join(dir, 'src', 'index.ts'), "import('./App');\n");
    writeFileSync(path.join(dir, 'src', 'App.ts'), PROBE_APP);
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
    const result = spawnSync(
      process.execPath,
      [webpackCli, '--config', path.join(dir, 'webpack.config.js'), '--mode', 'production', '--stats', 'errors-only'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, MF_OUTPUT_PATH: path.join(dir, 'dist') },
      },
    );
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the shared Redux and router packages, cut to one list of exports', () => {
  // one webpack build: ~100 s at load average 30 on the 2-core machine, so its own limit
  it('fail the build of a remote that imports a name outside the list, naming it, and let listed names through', () => {
    const { status, output } = buildProbe();
    expect(status).not.toBe(0);
    expect(output).toMatch(/imports "createListenerMiddleware" from @reduxjs\/toolkit, which is not among the exports/);
    expect(output).toMatch(/imports "connect" from react-redux, which is not among the exports/);
    expect(output).toMatch(/imports "HashRouter" from react-router-dom, which is not among the exports/);
    expect(output).toContain('shared/mf/usedExports.js');
    // the listed names are not reported
    expect(output).not.toMatch(/"createSlice"|"skipToken"|"useSelector"|"Link"/);
  }, 600_000);
});
