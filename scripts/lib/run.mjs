// Small process helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves to its exit code (never rejects). */
export function run(command, args, { env = {}, cwd } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function banner(text, char = '=') {
  const line = char.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}
