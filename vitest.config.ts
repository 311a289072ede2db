import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './apps/web/vite.messages.js';

/** One config, three projects; `scripts/test.mjs` runs the server project once per database dialect. */
export default defineConfig({
  test: {
    // vitest's default workers (cores - 1) for both databases: three PostgreSQL files at a time halved that
    // run but made the seeding tests time out at load average 10 (bench/RESULTS.md, issue 13).
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      // The repository's own tooling (lint's split between ESLint and oxlint).
      { test: { name: 'tooling', root: '.', include: ['scripts/**/*.test.mjs'] } },
      {
        // The store loads its language's catalogue as a module of its own (apps/web/vite.messages.ts).
        plugins: [messageCatalogues()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // Some tests load page modules, whose first import transforms a whole feature: over vitest's 5 s
          // default on two cores at load average 30 (no timing is asserted).
          testTimeout: 30_000,
          setupFiles: ['src/test/setup.ts'],
          // Modules load once per worker (as the server tests): 52 → ~13 s. The setup file resets language
          // and storage before each file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates one database per run; every test database starts as a copy of it.
          globalSetup: ['src/test/template.ts'],
          // TEST_FILE_CPU=<log>: each file's CPU into that log (`npm run test-file-cpu -w @cppcc/bench`).
          setupFiles: process.env.TEST_FILE_CPU ? ['../../bench/lib/test-file-cpu.ts'] : [],
          // The app's modules load once per worker, not once per file: each file imported the whole server
          // again (an import phase of ~60 s per dialect). Safe here: every file builds its own app on its own
          // database, and no server test mocks a module. SQLite 200 → 96 s, PostgreSQL 375 → 138 s.
          isolate: false,
          // Generous (no timing is asserted): route × role and the fuzz walk take ~8 s alone and CI runs them
          // beside the PostgreSQL lane and the linter on two cores; one went past 20 s there.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
