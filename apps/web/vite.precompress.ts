import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What compresses: text and WebAssembly; images, fonts and pdf.js's CMaps are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|map)$/;
/** Below this a compressed copy saves less than its headers cost (the server's own threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside every compressible file under `assets/`, kept
 * only when smaller. The server sends them as they are (`preCompressed` in http/static.ts): about an eighth less
 * than the brotli the server could afford per request (quality 4) on a signed-in first load, and no
 * compression work per request.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'cppcc:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every plugin has written its files (pdf.js's data files are copied in writeBundle).
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
