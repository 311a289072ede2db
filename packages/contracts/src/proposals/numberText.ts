/**
 * A proposal's number as people say it — `第12号` / `No. 12` — or '' before registration. Numbers restart
 * each session, so where a list holds proposals of more than one session the session's name goes first
 * (`十四届二次 第12号`, issue 34: "第10号" twice on one workbench).
 */
export function proposalNumberText(number: number | null, language: string, sessionName?: string): string {
  if (number === null) return '';
  const text = language === 'en' ? `No. ${number}` : `第${number}号`;
  return sessionName ? `${sessionName} ${text}` : text;
}

/** True when the proposals shown belong to more than one session (their numbers then need the session). */
export function spansSessions(proposals: readonly { sessionId: string }[]): boolean {
  return new Set(proposals.map((proposal) => proposal.sessionId)).size > 1;
}
