// `npm start`: builds first when the build output is missing, then runs the production server.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'dist/server/main.js');
if (!existsSync(serverEntry) || !existsSync(join(root, 'dist/web/index.html'))) {
  console.log('No build found: building NetWorth first…');
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}
process.env.NODE_ENV ??= 'production';
await import(serverEntry);
