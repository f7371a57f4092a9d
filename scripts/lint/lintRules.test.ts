import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each boundary and each React / accessibility rule is proved to bite: a violation is planted in
 * a temporary file where the rule applies, and the workspace's ESLint must refuse it with that
 * rule. A few allowed neighbours are planted too, so a rule that refuses everything fails as well.
 */
interface Probe {
  name: string;
  filePath: string;
  code: string;
  /** the rule that must refuse it, or null when the file must pass */
  rule: string | null;
  /** a word of the refusal, to tell one restricted-import pattern from another */
  says?: string;
  /** files planted beside it for its lint (the other half of a cycle) */
  alongside?: { filePath: string; code: string }[];
}

interface LintResult {
  filePath: string;
  errors: { ruleId: string | null; message: string }[];
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const CLOCK = 'no-restricted-syntax';
const unique = `lintProbe${process.pid}`;
let counter = 0;
const at = (folder: string, extension: string) => `${folder}/${unique}_${++counter}.${extension}`;

const COMPONENT = (body: string, imports = "import { useEffect, useRef, useState } from 'react';") =>
  `${imports}\n\nexport function Probe({ flag }: { flag: boolean }) {\n${body}\n}\n`;

const PROBES: Probe[] = [
  // server layers
  {
    name: "an area imports another area's data/",
    filePath: at('server/src/areas/orders', 'ts'),
    code: "export { closeOtherApplications } from '../lifecycle/data/applicationQueries';\n",
    rule: RESTRICTED,
    says: 'private',
  },
  {
    name: "an area's data/ imports another area's data/",
    filePath: at('server/src/areas/lessons/data', 'ts'),
    code: "export { moveOrder } from '../../orders/data/orderWrites';\n",
    rule: RESTRICTED,
    says: 'private',
  },
  {
    name: 'an area of the order life imports one after it (orders ← lessons ← orderViews ← lifecycle)',
    filePath: at('server/src/areas/orders', 'ts'),
    code: "export * from '../lessons';\n",
    rule: RESTRICTED,
    says: 'depend one way',
  },
  {
    name: "an area imports another area's service",
    filePath: at('server/src/areas/lifecycle', 'ts'),
    code: "export { actorLabel } from '../orders/policy';\n",
    rule: RESTRICTED,
    says: "index.ts ('../orders'",
  },
  {
    name: "an area's routes import another area's service",
    filePath: at('server/src/areas/lifecycle/routes', 'ts'),
    code: "export { renewOrder } from '../../orders/renewalService';\n",
    rule: RESTRICTED,
    says: "index.ts ('../orders'",
  },
  {
    name: "an area's subfolder uses the server's platform/ layer (allowed)",
    filePath: at('server/src/areas/orders/routes', 'ts'),
    code: "export { VISITOR_COOKIE } from '../../../platform/canaryVisitor';\n",
    rule: null,
  },
  {
    name: "an area uses another area's index.ts (allowed)",
    filePath: at('server/src/areas/lifecycle', 'ts'),
    code: "export { actorLabel } from '../orders';\n",
    rule: null,
  },
  {
    name: 'an area uses its own data/ (allowed)',
    filePath: at('server/src/areas/orders/routes', 'ts'),
    code: "export { orderRowByKode } from '../data/orderReads';\n",
    rule: null,
  },
  {
    name: 'db/ imports an area',
    filePath: at('server/src/db', 'ts'),
    code: "export { ensureAdmin } from '../areas/accounts/bootstrap';\n",
    rule: RESTRICTED,
    says: 'never import areas',
  },
  {
    name: 'lib/ imports an area',
    filePath: at('server/src/lib', 'ts'),
    code: "export { changeTeacherSearch } from '../areas/catalog';\n",
    rule: RESTRICTED,
    says: 'never import areas',
  },
  // the server's areas take time from the context's clock
  {
    name: "an area's service reads the real clock with new Date()",
    filePath: at('server/src/areas/orders', 'ts'),
    code: 'export const stamp = () => new Date().toISOString();\n',
    rule: CLOCK,
    says: "context's clock",
  },
  {
    name: "an area's routes read the real clock with Date.now()",
    filePath: at('server/src/areas/lifecycle/routes', 'ts'),
    code: 'export const stamp = () => Date.now();\n',
    rule: CLOCK,
    says: "context's clock",
  },
  {
    name: "an area's data/ reads the real clock with Date()",
    filePath: at('server/src/areas/money/data', 'ts'),
    code: 'export const stamp = () => Date();\n',
    rule: CLOCK,
    says: "context's clock",
  },
  {
    name: 'an area makes a Date from a given instant (allowed)',
    filePath: at('server/src/areas/orders', 'ts'),
    code: 'export const later = (now: Date) => new Date(now.getTime() + 1000);\n',
    rule: null,
  },
  {
    name: 'the server outside the areas reads the real clock (allowed: an edge)',
    filePath: at('server/src/cli', 'ts'),
    code: 'export const now = () => new Date();\n',
    rule: null,
  },
  // the server's SQL stays in each area's data/
  {
    name: "an area's service runs a query itself",
    filePath: at('server/src/areas/payments', 'ts'),
    code: "import type { Db } from '../../db/schema';\nexport const kode = (db: Db) => db.selectFrom('orders').select('kode').execute();\n",
    rule: CLOCK,
    says: 'data/ folder',
  },
  {
    name: "an area's routes write raw SQL",
    filePath: at('server/src/areas/lessons/routes', 'ts'),
    code: "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n",
    rule: CLOCK,
    says: 'data/ folder',
  },
  {
    name: "an area's data/ runs a query (allowed)",
    filePath: at('server/src/areas/payments/data', 'ts'),
    code: "import type { Db } from '../../../db/schema';\nexport const kode = (db: Db) => db.selectFrom('orders').select('kode').execute();\n",
    rule: null,
  },
  // feature zones in the apps
  {
    name: 'a feature imports a file inside another feature',
    filePath: at('mf-order-wizard/src/orders', 'tsx'),
    code: "export { TeacherChoice } from '../choice/TeacherChoice';\n",
    rule: RESTRICTED,
    says: 'index.ts',
  },
  {
    name: 'a nested feature file imports inside another feature',
    filePath: at('mf-landing/src/referral/mine', 'tsx'),
    code: "export { LoginPage } from '../../account/LoginPage';\n",
    rule: RESTRICTED,
    says: 'index.ts',
  },
  {
    name: "the shell's account imports its layout",
    filePath: at('shell/src/account', 'tsx'),
    code: "export { Header } from '../layout/Header';\n",
    rule: RESTRICTED,
    says: 'index.ts',
  },
  {
    name: "a feature imports another feature's stylesheet",
    filePath: at('mf-order-wizard/src/orders', 'tsx'),
    code: "import '../wizard/wizard.css';\n",
    rule: RESTRICTED,
    says: 'index.ts',
  },
  {
    name: "a feature uses another feature's index.ts (allowed)",
    filePath: at('mf-order-wizard/src/orders', 'tsx'),
    code: "export { TeacherChoice } from '../choice';\n",
    rule: null,
  },
  {
    name: "a feature uses a shared zone's stylesheet (allowed)",
    filePath: at('mf-order-wizard/src/orders', 'tsx'),
    code: "import '../common/summary.css';\n",
    rule: null,
  },
  {
    name: 'a feature uses a shared zone (allowed)',
    filePath: at('mf-landing/src/referral/mine', 'tsx'),
    code: "export { FormAlert } from '../../common/FormAlert';\n",
    rule: null,
  },
  // React's rules
  {
    name: 'a hook called conditionally',
    filePath: at('shared/ui/src', 'tsx'),
    code: COMPONENT('  if (flag) useEffect(() => undefined, []);\n  return null;'),
    rule: 'react-hooks/rules-of-hooks',
  },
  {
    name: "an effect's missing dependency",
    filePath: at('shared/ui/src', 'tsx'),
    code: COMPONENT('  useEffect(() => {\n    document.title = String(flag);\n  }, []);\n  return null;'),
    rule: 'react-hooks/exhaustive-deps',
  },
  {
    name: 'a ref written during render',
    filePath: at('shared/ui/src', 'tsx'),
    code: COMPONENT('  const latest = useRef(flag);\n  latest.current = flag;\n  return null;'),
    rule: 'react-hooks/refs',
  },
  {
    name: 'setState called synchronously in an effect',
    filePath: at('shared/ui/src', 'tsx'),
    code: COMPONENT(
      '  const [seen, setSeen] = useState(false);\n  useEffect(() => {\n    setSeen(flag);\n  }, [flag]);\n  return seen ? null : null;',
    ),
    rule: 'react-hooks/set-state-in-effect',
  },
  {
    name: 'a module variable written during render',
    filePath: at('shared/ui/src', 'tsx'),
    code: `${COMPONENT('  const [count] = useState(0);\n  renders = count;\n  return flag ? <p>{renders}</p> : null;')}let renders = 0;\n`,
    rule: 'react-hooks/globals',
  },
  // import cycles (inside a project; the Nx graph refuses them across projects)
  {
    name: 'two server modules importing each other',
    filePath: `server/src/lib/${unique}_cycleA.ts`,
    code: `import { b } from './${unique}_cycleB';\nexport const a = 1 + b;\n`,
    alongside: [
      {
        filePath: `server/src/lib/${unique}_cycleB.ts`,
        code: `import { a } from './${unique}_cycleA';\nexport const b = a;\n`,
      },
    ],
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a module importing one that does not import it back (allowed)',
    filePath: at('server/src/lib', 'ts'),
    code: "import { nowIso } from './dates';\nexport const probe = nowIso;\n",
    rule: null,
  },
  {
    name: 'a component and a hook of a remote importing each other',
    filePath: `mf-blog/src/${unique}_cycleView.tsx`,
    code: `import { useProbe } from './${unique}_cycleHook';\nexport function View() {\n  return <p>{useProbe()}</p>;\n}\n`,
    alongside: [
      {
        filePath: `mf-blog/src/${unique}_cycleHook.ts`,
        code: `import { View } from './${unique}_cycleView';\nexport function useProbe(): string {\n  return typeof View;\n}\n`,
      },
    ],
    rule: 'import-x/no-cycle',
  },
  // accessibility
  {
    name: 'an image without alt text',
    filePath: at('shared/ui/src', 'tsx'),
    code: COMPONENT('  return flag ? <img src="/a.svg" /> : null;', ''),
    rule: 'jsx-a11y/alt-text',
  },
  {
    name: 'a clickable div',
    filePath: at('shared/ui/src', 'tsx'),
    code: COMPONENT('  return <div onClick={() => flag}>x</div>;', ''),
    rule: 'jsx-a11y/click-events-have-key-events',
  },
  {
    name: 'a label tied to no field',
    filePath: at('shared/ui/src', 'tsx'),
    code: COMPONENT('  return flag ? <label>Nama</label> : null;', ''),
    rule: 'jsx-a11y/label-has-associated-control',
  },
  // the build configuration's JavaScript is linted too
  {
    name: 'an undefined name in shared/mf',
    filePath: at('shared/mf', 'js'),
    code: 'module.exports = { plugin: missingPlugin };\n',
    rule: 'no-undef',
  },
];

function lintAll(probes: Probe[]): Map<string, LintResult> {
  const script = path.join(__dirname, 'lintProbe.mjs');
  const input = JSON.stringify(probes.map(({ filePath, code, alongside }) => ({ filePath, code, alongside })));
  const output = execFileSync(process.execPath, [script], {
    input,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const results = JSON.parse(output) as LintResult[];
  return new Map(results.map((result) => [result.filePath, result]));
}

describe('lint refuses each planted violation', () => {
  let results: Map<string, LintResult>;
  beforeAll(() => {
    results = lintAll(PROBES);
  });

  it.each(PROBES.map((probe) => [probe.name, probe] as const))('%s', (_name, probe) => {
    const errors = results.get(probe.filePath)?.errors;
    expect(errors).toBeDefined();
    if (probe.rule === null) {
      expect(errors).toEqual([]);
      return;
    }
    const refusals = (errors ?? []).filter((error) => error.ruleId === probe.rule);
    expect(refusals).not.toHaveLength(0);
    if (probe.says) expect(refusals.map((error) => error.message).join('\n')).toContain(probe.says);
  });
});
