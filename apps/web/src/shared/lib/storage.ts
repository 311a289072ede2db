/**
 * localStorage that never throws: it is missing in Node (unit tests) and throws in some private modes.
 * Every browser value the app keeps is named here (seed 000 §3 for the three auth keys).
 */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  jwtAccessToken: 'jwt_access_token',
  language: 'language',
  /** Where `/` leads the last signed-in user: index.html's start preloads that page (issue 33). */
  landingPath: 'landing_path',
  calendarProposalLayer: 'calendarProposalLayer',
} as const;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access itself can throw (blocked storage); fall through to memory.
  }
  return memoryStore;
}

export const storage = {
  get(key: string): string | null {
    try {
      return browserStore().getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      browserStore().setItem(key, value);
    } catch {
      // Quota or privacy mode: the value simply is not remembered.
    }
  },
  remove(key: string): void {
    try {
      browserStore().removeItem(key);
    } catch {
      // See set().
    }
  },
};
