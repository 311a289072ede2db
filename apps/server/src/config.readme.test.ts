import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

/** The README's configuration table must name every variable the server reads. */
describe('README configuration table', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const table = /<!-- config-table -->([\s\S]*?)<!-- \/config-table -->/.exec(readme)?.[1] ?? '';

  it.each(CONFIG_VARIABLES.map((variable) => variable.name))('lists %s', (name) => {
    // Prettier pads the column, so any number of spaces may follow the name.
    expect(table).toMatch(new RegExp(`\\| \`${name}\` +\\|`));
  });
});
