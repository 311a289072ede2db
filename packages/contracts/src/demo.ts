import type { Role } from './roles';

/**
 * The demo accounts the seed creates (through the real user service) and the start banner prints;
 * the browser tests sign in with them. Every demo account has the same password — published, so it is
 * shorter and plainer than the rule for new passwords allows (authRules.password, checked where the API
 * takes a new one): the seed sets it through the user service, which hashes what it is given, and
 * production refuses demo data.
 */
export const DEMO_PASSWORD = 'Cppcc@2026';

export interface DemoAccount {
  key: string;
  role: Role;
  displayName: string;
  phone: string;
  email: string;
  /** Undertaker accounts belong to a unit, named here. */
  unit?: string;
}

export const DEMO_ACCOUNTS = [
  { key: 'admin', role: 'admin', displayName: '系统管理员', phone: '13800000001', email: 'admin@cppcc.demo' },
  {
    key: 'staff',
    role: 'staff',
    displayName: '提案委 王晓芳',
    phone: '13800000002',
    email: 'staff@cppcc.demo',
  },
  { key: 'user', role: 'user', displayName: '注册用户 陈明', phone: '13800000003', email: 'user@cppcc.demo' },
  {
    key: 'member',
    role: 'members',
    displayName: '委员 刘建国',
    phone: '13900000001',
    email: 'member@cppcc.demo',
  },
  {
    key: 'undertaker',
    role: 'undertaker',
    displayName: '发改委 张伟',
    phone: '13700000001',
    email: 'fgw@cppcc.demo',
    unit: '市发展和改革委员会',
  },
  {
    key: 'leader',
    role: 'leader',
    displayName: '市政协副主席 陈建华',
    phone: '13800000004',
    email: 'leader@cppcc.demo',
  },
] as const satisfies readonly DemoAccount[];

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];

export function demoAccount(key: DemoAccountKey): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}
