// Where a page's JS bytes come from: each downloaded script's source map says which source file
// every generated character belongs to; the characters are grouped by package and each script's
// gzip size is shared out in proportion. An estimate (gzip does not compress every part equally),
// good enough to see where the federated build is heavier than the monolith.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** The generated column and source index of every mapping segment, line by line (VLQ). */
function decodeMappings(mappings) {
  const lines = [];
  let sourceIndex = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64_VALUE.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) sourceIndex += fields[1];
      segments.push({ column, source: fields.length > 1 ? sourceIndex : -1 });
    }
    lines.push(segments);
  }
  return lines;
}

const UNMAPPED = '(webpack runtime and glue)';

/**
 * The package a source belongs to: `react-dom`, `@module-federation/sdk`, `@tutor/rules` (shared/
 * rules), or an app (`shell`, `mf-search`, ...).
 */
export function packageOf(source) {
  const namespace = /^webpack:\/\/([^/]*)\//.exec(source)?.[1] ?? '';
  const path = source.slice(namespace ? `webpack://${namespace}/`.length : 0);
  const inNodeModules = path.split('node_modules/').at(-1);
  if (inNodeModules !== path) {
    // enhanced writes the entry of its runtime into node_modules/.federation/
    if (inNodeModules.startsWith('.federation/')) return '@module-federation/(generated entry)';
    const parts = inNodeModules.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const shared = /(?:^|\/)shared\/([^/]+)\//.exec(path);
  if (shared) return shared[1] === 'mf' ? '(federation config)' : `@tutor/${shared[1]}`;
  const app = /(?:^|\/)(shell|mf-[a-z-]+)\//.exec(path);
  if (app) return app[1];
  if (path.startsWith('webpack/') || path.includes('(webpack)')) return UNMAPPED;
  // an app's own files are relative to its folder and named by its namespace (its federation
  // name, mf_search); the monolith is built from the shell's folder
  if (/^(\.\/)?src\//.test(path)) return namespace === 'monolith' ? 'shell' : namespace.replace(/_/g, '-');
  return path;
}

/**
 * Characters of generated code per package in one script.
 * @param {string} code @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string, number>}
 */
export function charactersPerPackage(code, map) {
  const lines = code.split('\n');
  const decoded = decodeMappings(map.mappings);
  const counts = new Map();
  const add = (name, count) => count > 0 && counts.set(name, (counts.get(name) ?? 0) + count);
  lines.forEach((line, lineIndex) => {
    const segments = decoded[lineIndex] ?? [];
    add(UNMAPPED, (segments[0]?.column ?? line.length) + 1); // + the newline
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? line.length;
      add(segment.source >= 0 ? packageOf(map.sources[segment.source]) : UNMAPPED, end - segment.column);
    });
  });
  return counts;
}

/**
 * Gzip bytes per package of the scripts one cold load downloaded. A script without a map counts
 * whole under its file name; a remote's remoteEntry.js counts whole as `remoteEntry.js`.
 * @param {{ url: string, body: Buffer, gzipBytes: number }[]} scripts
 * @returns {Promise<Map<string, number>>}
 */
export async function gzipBytesPerPackage(scripts) {
  const total = new Map();
  const add = (name, bytes) => total.set(name, (total.get(name) ?? 0) + bytes);
  for (const script of scripts) {
    const file = new URL(script.url).pathname;
    if (file.endsWith('/remoteEntry.js')) {
      add('remoteEntry.js', script.gzipBytes);
      continue;
    }
    const answer = await fetch(`${script.url.split('?')[0]}.map`);
    if (!answer.ok) {
      add(file, script.gzipBytes);
      continue;
    }
    const counts = charactersPerPackage(script.body.toString('utf8'), await answer.json());
    const characters = [...counts.values()].reduce((sum, count) => sum + count, 0);
    counts.forEach((count, name) => add(name, (script.gzipBytes * count) / characters));
  }
  return total;
}
