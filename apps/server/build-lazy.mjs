// esbuild plugin for build.mjs (issue 33 §5): two bundled dependencies loaded, at every start, code that only
// some requests need. Each patch must match exactly once, so a dependency update that changes the code
// fails the build instead of silently losing the patch.
import { readFile } from 'node:fs/promises';

// @fastify/static requires @fastify/send (with mime's whole type table) and glob (only for
// `wildcard: false`, which http/static.ts does not use) when it is loaded: ~6 % of the start's CPU,
// profiled. Here they load on the first file served instead.
const lazySend = `let sendModule
function loadSend () {
  if (sendModule === undefined) {
    sendModule = require('@fastify/send')
    sendModule.mime.default_type = 'application/octet-stream'
  }
  return sendModule
}
const send = (...args) => loadSend()(...args)
Object.defineProperty(send, 'mime', { get: () => loadSend().mime })
send.isUtf8MimeType = (type) => loadSend().isUtf8MimeType(type)
`;

const patches = [
  {
    file: /[\\/]node_modules[\\/]@fastify[\\/]static[\\/]index\.js$/,
    replacements: [
      ["const { glob } = require('glob')\n", "const glob = (...args) => require('glob').glob(...args)\n"],
      ["const send = require('@fastify/send')\n", lazySend],
      ["send.mime.default_type = 'application/octet-stream'\n", ''],
    ],
  },
  {
    // find-my-way compiles a matcher with `new Function` for every static node of the route tree as routes
    // are added (~6 % of a start's CPU, profiled; no code cache keeps code made so). Here each is compiled
    // on the node's first match and then stored on the node (`matchPrefix` is always called as its method),
    // so a request pays one compile per node it reaches and every later one runs the same code as before.
    file: /[\\/]node_modules[\\/]find-my-way[\\/]lib[\\/]node\.js$/,
    replacements: [
      [
        "  return new Function('path', 'i', `'use strict'\\nreturn ${lines.join(' && ')}`) // eslint-disable-line\n",
        `  let compiled
  return function matchPrefixOnFirstUse (path, i) {
    compiled ??= new Function('path', 'i', \`'use strict'\\nreturn \${lines.join(' && ')}\`)
    this.matchPrefix = compiled
    return compiled(path, i)
  }
`,
      ],
    ],
  },
  {
    // @fastify/compress builds mime-db's whole table (~2,500 types), readable-stream and minipass when it
    // is loaded (~3 % of a start's CPU, profiled); they serve only an unusual content type, a streamed or
    // already-compressed payload. Here they load on first use; `new Minipass()` / `new Transform(o)` on a
    // function that returns the object give that object.
    file: /[\\/]node_modules[\\/]@fastify[\\/]compress[\\/]index\.js$/,
    replacements: [
      ["const mimedb = require('mime-db')\n", 'let mimedb\n'],
      ['const data = mimedb[', "const data = (mimedb ??= require('mime-db'))["],
      [
        "const { Minipass } = require('minipass')\n",
        "function Minipass () { return new (require('minipass').Minipass)() }\n",
      ],
      [
        "const { Readable } = require('readable-stream')\n",
        "const Readable = { from: (...args) => require('readable-stream').Readable.from(...args) }\n",
      ],
    ],
  },
  {
    // `instanceof Response` on every reply makes Node load its fetch implementation (undici) on the first
    // request (~1 % of a start). Only an object that looks like one can be one.
    file: /[\\/]node_modules[\\/]@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/,
    replacements: [
      [
        "const { Transform } = require('readable-stream')\n",
        "function Transform (options) { return new (require('readable-stream').Transform)(options) }\n",
      ],
      [
        'return obj instanceof ReadableStream',
        "return typeof obj?.getReader === 'function' && obj instanceof ReadableStream",
      ],
      [
        'return obj instanceof Response',
        "return typeof obj?.arrayBuffer === 'function' && typeof obj.headers === 'object' && obj instanceof Response",
      ],
    ],
  },
];

/** Dependencies loaded later than their code asks (see above); `external` must list what they load lazily. */
export const lazyStartPatches = {
  name: 'lazy-start-patches',
  setup(build) {
    for (const patch of patches) {
      build.onLoad({ filter: patch.file }, async (args) => {
        let contents = await readFile(args.path, 'utf8');
        for (const [from, to] of patch.replacements) {
          if (contents.split(from).length !== 2) throw new Error(`${args.path}: expected once: ${from}`);
          contents = contents.replace(from, () => to);
        }
        return { contents, loader: 'js' };
      });
    }
  },
};

/** Loaded at run time from node_modules by the patched code above. */
export const lazyExternal = ['@fastify/send', 'glob'];
