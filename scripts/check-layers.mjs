// The layer rule of docs/decisions/149 (docs/architecture.md, "Layers"), run by `npm run lint`:
// domain ← shared ← server features ← books/routes ← app; web → shared → domain; ledger at the bottom
// of the server; no import circles. dependency-cruiser cannot parse with TypeScript 7, so the imports
// are read with oxc-parser (the parser knip uses). Type-only imports count: a type ties layers too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

const isTest = (f) => /\.test\.tsx?$/.test(f);
const under = (dir) => (f) => f.startsWith(`${dir}/`);

// Below the ledger: the database, the one error type and the context type (decision 149).
const belowLedger = (f) =>
  under('src/domain')(f) ||
  under('src/shared')(f) ||
  under('src/server/db')(f) ||
  under('src/server/ledger')(f) ||
  f === 'src/server/http/errors.ts' ||
  f === 'src/server/service-context.ts';

/** Each rule: the files it applies to, and whether an import of `to` is allowed. */
const rules = [
  {
    name: 'domain imports nothing of shared, server or web',
    from: under('src/domain'),
    allowed: under('src/domain'),
  },
  {
    name: 'shared imports only domain',
    from: under('src/shared'),
    allowed: (to) => under('src/shared')(to) || under('src/domain')(to),
  },
  {
    // Tests sit beside the code they exercise and drive it through the app; they are not a layer.
    name: 'ledger imports no feature: only domain, shared, db, http/errors.ts, service-context.ts',
    from: (f) => under('src/server/ledger')(f) && !isTest(f),
    allowed: belowLedger,
  },
  {
    name: 'books/ (the request contexts) is imported only by routes and by books itself',
    from: (f) => !under('src/server/books')(f) && !/routes\.ts$/.test(f) && !isTest(f),
    allowed: (to) => !under('src/server/books')(to),
  },
  {
    name: 'the app (app.ts, main.ts) is built only by main.ts, the test app and tests',
    from: (f) => f !== 'src/server/main.ts' && !under('src/server/test')(f) && !isTest(f),
    allowed: (to) => to !== 'src/server/app.ts' && to !== 'src/server/main.ts',
  },
  {
    name: 'web imports no server',
    from: under('src/web'),
    allowed: (to) => !under('src/server')(to),
  },
];

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null; // a package
  const base = relative(root, resolve(root, dirname(from), spec.replace(/\?.*$/, '')));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const { module, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  const specs = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.map((x) => x.moduleRequest?.value)),
    ...module.dynamicImports.map((d) => text.slice(d.moduleRequest.start, d.moduleRequest.end)),
  ];
  const targets = new Set();
  for (const raw of specs) {
    if (!raw) continue;
    const literal = /^(['"`])(.*)\1$/.exec(raw);
    const spec = literal ? literal[2] : raw;
    if (!spec.startsWith('.')) continue;
    const to = resolveImport(file, spec);
    if (to === null) throw new Error(`${file}: cannot resolve '${spec}'`);
    targets.add(to);
  }
  return [...targets];
}

const started = performance.now();
const graph = new Map(sourceFiles('src').map((f) => [f, importsOf(f)]));
const problems = [];

for (const [from, targets] of graph) {
  for (const rule of rules) {
    if (!rule.from(from)) continue;
    for (const to of targets) if (!rule.allowed(to)) problems.push(`${rule.name}: ${from} → ${to}`);
  }
}

// Circles: Tarjan's strongly connected components over src/.
let index = 0;
const stack = [];
const state = new Map();
function connect(v) {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) problems.push(`no import circles: ${component.sort().join(' ↔ ')}`);
  }
}
for (const v of graph.keys()) if (!state.has(v)) connect(v);

const took = Math.round(performance.now() - started);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`check-layers: ${problems.length} problem(s) in ${graph.size} files (${took} ms)`);
  process.exit(1);
}
console.log(`check-layers: ${graph.size} files follow the layer rule (${took} ms)`);
