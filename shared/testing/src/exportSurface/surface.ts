/**
 * The public surface of the libraries the apps share at run time: every name (values and types)
 * each entry point exports, read by the TypeScript compiler from the source.
 */
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SHARED = path.resolve(__dirname, '..', '..', '..');

export interface SharedLibrary {
  /** the package name, as the apps import it and module federation shares it */
  name: string;
  /** its folder under shared/ */
  folder: string;
  /** entry point → its source file (@tutor/ui has one per component) */
  entries: Record<string, string>;
}

function uiEntries(): Record<string, string> {
  const source = path.join(SHARED, 'ui', 'src');
  const entries: Record<string, string> = {};
  for (const item of readdirSync(source, { withFileTypes: true })) {
    const index = path.join(source, item.name, 'index.ts');
    if (item.isDirectory() && existsSync(index)) entries[`@tutor/ui/${item.name}`] = index;
  }
  return entries;
}

export function sharedLibraries(): SharedLibrary[] {
  return [
    { name: '@tutor/api', folder: 'api', entries: { '@tutor/api': path.join(SHARED, 'api', 'src', 'index.ts') } },
    {
      name: '@tutor/rules',
      folder: 'rules',
      entries: { '@tutor/rules': path.join(SHARED, 'rules', 'src', 'index.ts') },
    },
    { name: '@tutor/ui', folder: 'ui', entries: uiEntries() },
  ];
}

export function versionOf(library: SharedLibrary): string {
  const manifest = JSON.parse(readFileSync(path.join(SHARED, library.folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Entry point → its exported names, sorted. */
export function exportedNames(libraries: SharedLibrary[]): Record<string, string[]> {
  const files = libraries.flatMap((library) => Object.entries(library.entries));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SHARED, '..', 'tsconfig.base.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(
    files.map(([, file]) => file),
    { ...config?.options, noEmit: true, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const surface: Record<string, string[]> = {};
  for (const [entry, file] of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${entry}: ${file} could not be read`);
    surface[entry] = checker
      .getExportsOfModule(module)
      .map((symbol) => symbol.getName())
      .sort();
  }
  return surface;
}
