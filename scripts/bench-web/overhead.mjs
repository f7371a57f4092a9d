// The federated build's extra JS per route, taken apart (attribution.mjs): the federation runtime,
// the remotes' remoteEntry.js files, webpack's own runtime and glue, and the packages whose
// federated copy is larger than the monolith's (shared modules are never tree shaken, and a
// module bundled into several remotes is downloaded once per remote).

const RUNTIME_PREFIX = '@module-federation/';
const GLUE = '(webpack runtime and glue)';
const REMOTE_ENTRY = 'remoteEntry.js';
const kib = (bytes) => (bytes / 1024).toFixed(1);

/**
 * @param {Map<string, number>} federated gzip bytes per package of one route, federated build
 * @param {Map<string, number>} monolith the same route, monolith build
 */
export function overheadOf(federated, monolith) {
  let runtime = 0;
  const packages = [];
  for (const [name, bytes] of federated) {
    if (name.startsWith(RUNTIME_PREFIX)) runtime += bytes;
    else if (name !== REMOTE_ENTRY && name !== GLUE)
      packages.push({
        name,
        difference: bytes - (monolith.get(name) ?? 0),
        federated: bytes,
        monolith: monolith.get(name) ?? 0,
      });
  }
  for (const [name, bytes] of monolith) {
    if (!federated.has(name) && name !== GLUE)
      packages.push({ name, difference: -bytes, federated: 0, monolith: bytes });
  }
  const above = packages.filter((entry) => entry.difference > 0).sort((a, b) => b.difference - a.difference);
  return {
    runtime,
    remoteEntry: federated.get(REMOTE_ENTRY) ?? 0,
    glue: (federated.get(GLUE) ?? 0) - (monolith.get(GLUE) ?? 0),
    above,
    aboveTotal: above.reduce((sum, entry) => sum + entry.difference, 0),
    belowTotal: packages.filter((entry) => entry.difference < 0).reduce((sum, entry) => sum + entry.difference, 0),
  };
}

/** @param {{ route: string, overhead: ReturnType<typeof overheadOf>, jsKiB: number, monoKiB: number }[]} rows */
export function printOverhead(rows) {
  console.log(
    "\nFederation overhead, gzip KiB (source maps; an estimate): runtime + remoteEntry.js + webpack glue + packages above the monolith's copy (- packages smaller than in the monolith) = fed - mono",
  );
  for (const { route, overhead, jsKiB, monoKiB } of rows) {
    const sum = overhead.runtime + overhead.remoteEntry + overhead.glue + overhead.aboveTotal + overhead.belowTotal;
    console.log(
      `${route.padEnd(22)} ${kib(overhead.runtime)} + ${kib(overhead.remoteEntry)} + ${kib(overhead.glue)} + ${kib(overhead.aboveTotal)} (${kib(overhead.belowTotal)}) = ${kib(sum)}` +
        ` (fed ${jsKiB.toFixed(1)} - mono ${monoKiB.toFixed(1)} = ${(jsKiB - monoKiB).toFixed(1)})`,
    );
    const top = overhead.above
      .slice(0, 6)
      .map((entry) => `${entry.name} +${kib(entry.difference)} (${kib(entry.federated)}/${kib(entry.monolith)})`);
    console.log(`${''.padEnd(23)}above the monolith: ${top.join(', ')}`);
  }
}
