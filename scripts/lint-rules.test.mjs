// Lint is two tools (eslint.config.js says why): the rules that need types run in oxlint (.oxlintrc.json), the
// rest in ESLint. This keeps the split whole across upgrades: oxlint runs exactly typescript-eslint's
// recommended type-checked set, and ESLint none of it (each would otherwise be a second, slow copy).
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { expect, it } from 'vitest';
import eslintConfig from '../eslint.config.js';

const PREFIX = '@typescript-eslint/';
const enabled = (setting) => (Array.isArray(setting) ? setting[0] : setting) !== 'off';
const needsTypes = (name) =>
  name.startsWith(PREFIX) &&
  tseslint.plugin.rules[name.slice(PREFIX.length)]?.meta.docs?.requiresTypeChecking === true;
const typedRules = (configs) =>
  Object.entries(Object.assign({}, ...configs.map((config) => config.rules ?? {})))
    .filter(([name, setting]) => needsTypes(name) && enabled(setting))
    .map(([name]) => name.slice(PREFIX.length))
    .sort();

it("runs typescript-eslint's recommended type-checked rules in oxlint, and only those", () => {
  const { rules } = JSON.parse(readFileSync(new URL('../.oxlintrc.json', import.meta.url), 'utf8'));
  const oxlint = Object.entries(rules)
    .filter(([, setting]) => enabled(setting))
    .map(([name]) => name.replace(/^typescript\//, ''))
    .sort();
  const recommended = typedRules(tseslint.configs.recommendedTypeChecked);
  expect(recommended.length).toBeGreaterThan(20);
  expect(oxlint).toEqual(recommended);
});

it('leaves no rule that needs types to ESLint', () => {
  expect(typedRules(eslintConfig)).toEqual([]);
});
