/**
 * The version policy of the shared libraries, checked: the apps of a page share one copy of each
 * library (the shell's), so a release may only add exports. A release that removes or renames one
 * raises the library's major version (its package.json), which the federation runtime compares
 * with what each remote was built against. Each library commits its surface in
 * export-surface.json; after a change, record it with
 *   UPDATE_EXPORT_SURFACE=1 npx jest src/exportSurface   (in shared/testing)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportedNames, sharedLibraries, versionOf, type SharedLibrary } from './surface';

interface RecordedSurface {
  version: string;
  exports: Record<string, string[]>;
}

const recordingFile = (library: SharedLibrary) =>
  path.resolve(__dirname, '..', '..', '..', library.folder, 'export-surface.json');
const majorOf = (version: string) => Number(version.split('.')[0]);

function removedNames(before: Record<string, string[]>, now: Record<string, string[]>): string[] {
  return Object.entries(before).flatMap(([entry, names]) =>
    names.filter((name) => !now[entry]?.includes(name)).map((name) => `${entry}: ${name}`),
  );
}

const libraries = sharedLibraries();
const surface = exportedNames(libraries);

describe.each(libraries.map((library) => [library.name, library] as const))(
  'the public surface of %s',
  (_name, library) => {
    const file = recordingFile(library);
    const version = versionOf(library);
    const now = Object.fromEntries(
      Object.keys(library.entries)
        .sort()
        .map((entry) => [entry, surface[entry] ?? []]),
    );

    it('only grows, unless the major version rises', () => {
      const recorded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedSurface) : null;
      const removed = recorded ? removedNames(recorded.exports, now) : [];
      const majorRaised = recorded !== null && majorOf(version) > majorOf(recorded.version);
      if (removed.length > 0 && !majorRaised) {
        throw new Error(
          `${library.name} ${version} no longer exports:\n${removed.join('\n')}\nRemoving or renaming an export is a new major version: raise it in shared/${library.folder}/package.json and ship the shell first.`,
        );
      }
      if (process.env.UPDATE_EXPORT_SURFACE === '1') {
        writeFileSync(file, `${JSON.stringify({ version, exports: now } satisfies RecordedSurface, null, 2)}\n`);
        return;
      }
      expect(recorded).not.toBeNull();
      // A difference left here is an addition (or a version raised): record it with UPDATE_EXPORT_SURFACE=1.
      expect({ version, exports: now }).toEqual(recorded);
    });
  },
);
