// Builds the bare comparison page and prints its first-load JS (gzip level 9).  npx tsx bench/baseline.ts
import { buildBaseline } from './lib/baseline';
import { kb } from './lib/table';

const result = await buildBaseline();
console.log(
  `Baseline (React + React Router + MUI TextField/Button/Typography): ${kb(result.gzip)} kB gzip in ${result.files} JS file(s)`,
);
