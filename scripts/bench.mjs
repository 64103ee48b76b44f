// `npm run bench`: runs every bench/*.bench.ts (or the ones named) and prints their figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2);
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
