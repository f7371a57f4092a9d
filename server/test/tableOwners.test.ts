import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One writer area per table (issue 49): docs/architecture/table-owners.md names each table's owner
 * and the few other areas allowed to write it (with the reason). This scans every area's source
 * for the query builder's writes and compares the two, so a second writer (or a new table) must be
 * a change of that document too.
 */
const AREAS = path.join(__dirname, '..', 'src', 'areas');
const DOC = path.join(__dirname, '..', '..', 'docs', 'architecture', 'table-owners.md');
const WRITE = /\.(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)(?: as [a-z]+)?'/g;

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** table → the areas whose source writes it */
function writersInSource(): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  const areas = readdirSync(AREAS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const area of areas) {
    for (const file of sourcesOf(path.join(AREAS, area.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(WRITE)) {
        const table = match[1] ?? '';
        writers.set(table, (writers.get(table) ?? new Set()).add(area.name));
      }
    }
  }
  return writers;
}

/** table → { owner, the other areas the document allows } */
function documentedWriters(): Map<string, { owner: string; others: Set<string> }> {
  const documented = new Map<string, { owner: string; others: Set<string> }>();
  for (const line of readFileSync(DOC, 'utf8').split('\n')) {
    const row = /^\|\s*`([a-z_]+)`\s*\|\s*([a-zA-Z]+)\s*\|(.*)\|\s*$/.exec(line);
    if (!row) continue;
    const others = (row[3] ?? '')
      .split(';')
      .map((entry) => /^\s*([a-zA-Z]+)\s*\(/.exec(entry)?.[1])
      .filter((area): area is string => area !== undefined);
    documented.set(row[1] ?? '', { owner: row[2] ?? '', others: new Set(others) });
  }
  return documented;
}

describe('one writer area per table', () => {
  const documented = documentedWriters();
  const writers = writersInSource();

  it('reads the document and finds the writes (a scan that finds nothing proves nothing)', () => {
    expect(documented.size).toBeGreaterThan(30);
    expect(writers.get('orders')).toContain('orders');
    expect(documented.get('meetings')).toEqual({ owner: 'lessons', others: new Set() });
  });

  it('has each written table written only by its owner or an exception the document gives a reason for', () => {
    const unexpected = [...writers].flatMap(([table, areas]) => {
      const allowed = documented.get(table);
      return [...areas]
        .filter((area) => !allowed || (area !== allowed.owner && !allowed.others.has(area)))
        .map((area) => `${area} writes ${table}${allowed ? ` (owner: ${allowed.owner})` : ' (not in the document)'}`);
    });
    expect(unexpected).toEqual([]);
  });

  it('lists no table or exception that nothing writes any more', () => {
    const stale = [...documented].flatMap(([table, { owner, others }]) =>
      [owner, ...others]
        .filter((area) => !writers.get(table)?.has(area))
        .map((area) => `${table}: ${area} no longer writes it`),
    );
    expect(stale).toEqual([]);
  });
});
