// The boundaries inside one project, as no-restricted-imports patterns for eslint.config.mjs.
// They match the import string, so each config block knows how deep its files sit: from
// src/<feature>/<sub>/file.ts the import '../../x/y' lands in src/x, while '../x/y' stays inside
// the feature. The folders are read from disk, so a new area or feature is covered on creation.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Deepest folder nesting covered below a feature or an area (today's deepest is 2). */
const MAX_DEPTH = 5;

/** Folders every feature of an app may import from: what the app shares on purpose. */
export const SHARED_ZONES = ['api', 'common', 'state', 'content', 'assets', 'testSupport'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*fixtures*.ts'];

const folders = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const up = (levels) => `(\\.\\./){${levels}}`;

/**
 * One config block per depth below `src` (src/<feature>/file.ts is depth 1): an import that climbs
 * back to src may enter a shared zone, a root file (../App) or another feature's index.ts
 * ('../choice'), never a file inside another feature ('../choice/TeacherChoice'), stylesheets
 * included ('../wizard/wizard.css').
 * Tests may still reach another feature's fixtures.
 * @param {string} src the app's source folder, from the repository root (e.g. 'mf-search/src')
 * @param {(patterns: object[]) => object} rules builds the block's rules from the extra patterns
 */
export function appZoneBlocks(src, rules) {
  const shared = SHARED_ZONES.map(escape).join('|');
  return Array.from({ length: MAX_DEPTH }, (_, index) => {
    const depth = index + 1;
    return {
      files: [`${src}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ignores: TEST_FILES,
      rules: rules([
        {
          // Stylesheets too: styles two features share live in a shared zone (e.g. common/*.css).
          regex: `^${up(depth)}(?!(${shared})/)[^/]+/`,
          message: `A feature folder imports another only through its index.ts (or from ${SHARED_ZONES.join(', ')}): the app root composes features.`,
        },
      ]),
    };
  });
}

/**
 * The server's layers: an area is used by the others only through its index.ts (its data/ and
 * its services stay inside; one block per depth, as in appZoneBlocks, so '../../platform/x' from
 * an area's subfolder, the server's platform/ layer, is not taken for the platform area), and db/
 * and lib/ sit below the areas, so they never import areas/.
 * @param {string} src the server's source folder (e.g. 'server/src')
 * @param {(patterns: object[]) => object} rules builds the block's rules from the extra patterns
 */
/**
 * The areas of an order's life, each using only those before it: orders ← lessons ← orderViews
 * (the read models that combine them) ← lifecycle (the transitions). import-x/no-cycle refuses a
 * loop; this keeps the direction, so an import that would later close one is refused at once.
 */
const ORDER_LIFE_AREAS = ['orders', 'lessons', 'orderViews', 'lifecycle'];

export function serverLayerBlocks(src, rules) {
  const dataMessage = "An area's data/ is private to it: call the owning area's index.ts.";
  const areas = folders(`${src}/areas`);
  const areaBlocks = areas.flatMap((area) => {
    const others = areas
      .filter((other) => other !== area)
      .map(escape)
      .join('|');
    const above = ORDER_LIFE_AREAS.slice(ORDER_LIFE_AREAS.indexOf(area) + 1);
    return Array.from({ length: MAX_DEPTH }, (_, index) => ({
      files: [`${src}/areas/${area}/${'*/'.repeat(index)}*.ts`],
      rules: rules([
        { regex: `(^|/)(?!${escape(area)}/)[A-Za-z]+/data(/|$)`, message: dataMessage },
        {
          regex: `^${up(index + 1)}(${others})/`,
          message: "An area uses another only through that area's index.ts ('../orders', not '../orders/policy').",
        },
        ...(ORDER_LIFE_AREAS.includes(area) && above.length > 0
          ? [
              {
                regex: `^${up(index + 1)}(${above.map(escape).join('|')})(/|$)`,
                message: `The order's areas depend one way (${ORDER_LIFE_AREAS.join(' ← ')}): ${area} never imports an area after it.`,
              },
            ]
          : []),
      ]),
    }));
  });
  return [
    {
      files: [`${src}/*.ts`, `${src}/areas/*.ts`, `${src}/plugins/**/*.ts`, `${src}/platform/**/*.ts`],
      rules: rules([{ regex: '(^|/)[A-Za-z]+/data(/|$)', message: dataMessage }]),
    },
    ...areaBlocks,
    {
      files: [`${src}/db/**/*.ts`, `${src}/lib/**/*.ts`],
      rules: rules([
        {
          regex: '(^|/)areas(/|$)',
          message:
            'db/ and lib/ sit below the areas: they never import areas/ (start-up work belongs to the app layer).',
        },
      ]),
    },
  ];
}
