// `npm run dev`: the API server with reload (tsx watch) on API_PORT, and Vite with hot reload on PORT,
// proxying /api and /ws to it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const port = process.env.PORT ?? '5000';
const apiPort = process.env.API_PORT ?? '5001';

const children = [
  spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
