import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * How to start a worker thread whose code lives in `source` (a .ts file beside the caller). In the
 * bundle, build.mjs writes it as `bundled` (a .js file beside the entry point that imports the caller).
 * From source (tsx, vitest) a worker does not inherit the parent's TypeScript loader, so a two-line
 * bootstrap loads the .ts file through tsx.
 */
export function workerSource(
  callerUrl: string,
  files: { source: string; bundled: string },
): { script: string | URL; eval: boolean } {
  if (!callerUrl.endsWith('.ts')) return { script: new URL(files.bundled, callerUrl), eval: false };
  const require = createRequire(callerUrl);
  const tsx = require.resolve('tsx/cjs/api');
  const worker = fileURLToPath(new URL(files.source, callerUrl));
  return {
    script: `require(${JSON.stringify(tsx)}).require(${JSON.stringify(worker)}, ${JSON.stringify(worker)});`,
    eval: true,
  };
}
