// `npm run dev`: the API with reload on change (tsx watch) on API_PORT, Vite with hot reload on PORT.
import path from 'node:path';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, API_PORT: apiPort },
  }),
];
console.log(`Development: open http://localhost:${webPort} (API on :${apiPort}, proxied under /api).`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
