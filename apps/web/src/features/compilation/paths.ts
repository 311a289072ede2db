/** 提案汇编 (issue 29 §3): build the session's compilation, follow it, open it. */
export const COMPILATION_PATH = '/apps/staff/compilation';
