// Repairs package-lock.json after `npm install` on a machine whose registry mirror lacks other
// platforms' builds (docs/decisions/022): npm then leaves those optional packages out of the lock, and
// `npm ci` refuses it. Adds an entry for each, with os/cpu/libc from the package name, so `npm ci`
// accepts the lock and skips them where they do not apply. Run: node scripts/fix-lockfile.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = join(root, 'package-lock.json');

function missingFromLock() {
  const dir = mkdtempSync(join(tmpdir(), 'networth-lock-'));
  try {
    writeFileSync(join(dir, 'package.json'), readFileSync(join(root, 'package.json')));
    writeFileSync(join(dir, 'package-lock.json'), readFileSync(lockPath));
    const run = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
    const output = `${run.stdout}\n${run.stderr}`;
    return [...output.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const OS = new Set(['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix', 'netbsd']);
const CPU = new Set(['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64']);

const missing = missingFromLock();
if (missing.length === 0) {
  console.log('package-lock.json is complete: npm ci accepts it.');
  process.exit(0);
}
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
for (const name of missing) {
  const parent = Object.values(lock.packages).find((p) => p.optionalDependencies?.[name]);
  if (!parent) throw new Error(`No package in the lock lists ${name} as optional`);
  const parts = name.split('/').at(-1).split('-');
  const entry = { version: parent.optionalDependencies[name].replace(/^[\^~=]/, '') };
  const cpu = parts.find((p) => CPU.has(p));
  const os = parts.find((p) => OS.has(p));
  if (cpu) entry.cpu = [cpu];
  if (parent.dev) entry.dev = true;
  if (parts.includes('musl')) entry.libc = ['musl'];
  entry.optional = true;
  if (os) entry.os = [os];
  lock.packages[`node_modules/${name}`] = entry;
  console.log(`added ${name}@${entry.version}`);
}
const { '': rootPackage, ...rest } = lock.packages;
lock.packages = {
  '': rootPackage,
  ...Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))),
};
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
const still = missingFromLock();
console.log(still.length === 0 ? 'npm ci now accepts the lock.' : `still missing: ${still.join(', ')}`);
process.exit(still.length === 0 ? 0 : 1);
