import { describe, expect, it } from 'vitest';
import { rememberFlowState, takeFlowState } from './flowState';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('OpenID Connect flow state', () => {
  it('accepts the remembered state once', () => {
    const storage = memoryStorage();
    rememberFlowState('abc', storage);
    expect(takeFlowState('?code=1&state=abc', storage)).toBe(true);
    expect(takeFlowState('?code=1&state=abc', storage)).toBe(false);
  });

  it('refuses another state, a missing one, or none remembered', () => {
    const storage = memoryStorage();
    rememberFlowState('abc', storage);
    expect(takeFlowState('?code=1&state=abd', storage)).toBe(false);
    rememberFlowState('abc', storage);
    expect(takeFlowState('?code=1', storage)).toBe(false);
    expect(takeFlowState('?code=1&state=abc', storage)).toBe(false);
  });
});
