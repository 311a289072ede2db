import { cpSync, createReadStream, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * pdf.js fetches data files at run time: Adobe CMaps (Chinese PDFs with non-embedded fonts need them),
 * the standard 14 fonts and the WebAssembly image decoders. They are served from our own origin under
 * `/assets/pdfjs-<version>/` — versioned, so the immutable caching of /assets is right; the viewer builds
 * the same path from pdf.js's exported `version` (features/office-viewer/lib/pdfjs.ts).
 */
const FOLDERS = ['cmaps', 'standard_fonts', 'wasm'] as const;

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  version: string;
};
const base = `assets/pdfjs-${version}/`;

export function pdfjsAssets(): Plugin {
  return {
    name: 'cppcc:pdfjs-assets',
    // `npm run dev`: answer the same URLs straight from node_modules.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        if (!url.startsWith(`/${base}`)) return next();
        const relative = decodeURIComponent(url.slice(base.length + 1));
        const file = path.resolve(packageRoot, relative);
        const inFolder = FOLDERS.some((folder) => file.startsWith(path.join(packageRoot, folder) + path.sep));
        if (!inFolder || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
        response.setHeader(
          'Content-Type',
          file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        );
        createReadStream(file).pipe(response);
      });
    },
    // Copied next to the build, not emitted through the bundle: a few hundred data files would otherwise
    // fill the build's report of chunks.
    writeBundle(options) {
      if (!options.dir) return;
      for (const folder of FOLDERS) {
        cpSync(path.join(packageRoot, folder), path.join(options.dir, base, folder), { recursive: true });
      }
    },
  };
}
