// `npm start`: build what is missing or stale, then run the one server process (API + web app).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildIfStale } from './lib/build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const code = await buildIfStale();
if (code !== 0) process.exit(code);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
});
// The server handles SIGINT/SIGTERM itself (graceful shutdown); pass them on and exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
