import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, repoRoot } from './paths';

/** Hash of every file under a folder, to prove a deploy did not touch it. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else hashes[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return hashes;
}

/**
 * Builds a copy of one remote with a visible banner on every page into `outputDir`, the way a
 * team ships a new version: its own build, its own folder, nothing else rebuilt.
 */
export function buildRemoteWithBanner(folder: string, bannerText: string, outputDir: string): void {
  buildRemoteWithApp(folder, `      <p role="note">${bannerText}</p>\n      <AppBeforeDrill />`, outputDir);
}

/** A build of the remote whose App throws while rendering: a broken release. */
export function buildRemoteThatThrows(folder: string, message: string, outputDir: string): void {
  buildRemoteWithApp(
    folder,
    `      {(() => { throw new Error(${JSON.stringify(message)}); })()}\n      <AppBeforeDrill />`,
    outputDir,
  );
}

/** Copies what a remote's build reads (sources, package, configs) into a fresh work folder. */
function copyRemote(folder: string, workName: string): string {
  const workDir = path.join(artifactsDir, workName);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.js']) {
    cpSync(path.join(repoRoot, folder, entry), path.join(workDir, entry), { recursive: true });
  }
  return workDir;
}

/** A production build of the remote copied in `workDir`, written to `outputDir`. */
function buildCopy(workDir: string, outputDir: string): void {
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'],
    {
      cwd: workDir,
      env: { ...process.env, MF_OUTPUT_PATH: outputDir },
      stdio: 'pipe',
    },
  );
}

/** Builds a copy of the remote whose App renders `body` (JSX, with AppBeforeDrill as the original App). */
function buildRemoteWithApp(folder: string, body: string, outputDir: string): void {
  const workDir = copyRemote(folder, `drill-${folder}`);
  renameSync(path.join(workDir, 'src', 'App.tsx'), path.join(workDir, 'src', 'AppBeforeDrill.tsx'));
  writeFileSync(
    path.join(workDir, 'src', 'App.tsx'),
    [
      "import AppBeforeDrill from './AppBeforeDrill';",
      '',
      'export default function App() {',
      '  return (',
      '    <>',
      body,
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  buildCopy(workDir, outputDir);
}

/**
 * Builds the remote unchanged except that it was built against major `major` of the shared
 * library `library` (e.g. `@tutor/ui`): every shared module of that library is provided at
 * `major.0.0` and asks for `^major.0.0`, as a build after that library's major release would. The
 * copy's webpack config swaps the shared list of the one module-federation configuration before
 * it is read; nothing in the repository changes.
 */
export function buildRemoteAgainstSharedMajor(folder: string, library: string, major: number, outputDir: string): void {
  const workDir = copyRemote(folder, `skew-${folder}`);
  renameSync(path.join(workDir, 'webpack.config.js'), path.join(workDir, 'webpack.config.remote.js'));
  writeFileSync(
    path.join(workDir, 'webpack.config.js'),
    [
      "const path = require('node:path');",
      "const shared = require(path.join(path.dirname(require.resolve('@tutor/mf-config')), 'shared.js'));",
      'const sharedSingletons = shared.sharedSingletons;',
      'shared.sharedSingletons = () => {',
      '  const modules = sharedSingletons();',
      '  for (const [name, config] of Object.entries(modules)) {',
      `    if (name === ${JSON.stringify(library)} || name.startsWith(${JSON.stringify(`${library}/`)})) {`,
      `      modules[name] = { ...config, version: '${major}.0.0', requiredVersion: '^${major}.0.0' };`,
      '    }',
      '  }',
      '  return modules;',
      '};',
      "module.exports = require('./webpack.config.remote.js');",
      '',
    ].join('\n'),
  );
  buildCopy(workDir, outputDir);
}

interface RemotesManifest {
  remotes: { name: string; entry: string; routes: string[]; canary?: { entry: string; percent: number } }[];
}

export function readDefaultManifest(): RemotesManifest {
  return JSON.parse(readFileSync(path.join(repoRoot, 'server', 'config', 'remotes.json'), 'utf8')) as RemotesManifest;
}

/** Writes the deployment's remotes.json with one remote's entry replaced. */
export function pointRemoteAt(manifestFile: string, remoteName: string, entry: string): void {
  const manifest = readDefaultManifest();
  const remote = manifest.remotes.find((candidate) => candidate.name === remoteName);
  if (!remote) throw new Error(`${remoteName} is not in remotes.json`);
  remote.entry = entry;
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Writes the deployment's remotes.json with a canary build of one remote for `percent` of visitors. */
export function giveRemoteCanary(manifestFile: string, remoteName: string, canaryEntry: string, percent: number): void {
  const manifest = readDefaultManifest();
  const remote = manifest.remotes.find((candidate) => candidate.name === remoteName);
  if (!remote) throw new Error(`${remoteName} is not in remotes.json`);
  remote.canary = { entry: canaryEntry, percent };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(manifestFile: string): RemotesManifest {
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as RemotesManifest;
}
