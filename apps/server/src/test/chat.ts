import type { Role } from '@cppcc/contracts';
import { createUser, tokenFor } from './accounts';
import type { TestContext } from './context';
import { insertProposal, insertSession, insertTask, insertUnit } from './task-rows';
import { nowIso, toDbBool } from '../db/values';
import type { UserRow } from '../modules/users/repository';

/**
 * People for the chat tests: the office (admin, staff), a plain user, two members and undertakers of
 * two units; `member` signs a proposal with a task of unit A, `otherMember` signs nothing.
 */
export const CHAT_PEOPLE = [
  'admin',
  'staff',
  'user',
  'member',
  'otherMember',
  'clerkA',
  'clerkA2',
  'clerkB',
] as const;
export type ChatPerson = (typeof CHAT_PEOPLE)[number];

export interface ChatFixture {
  users: Record<ChatPerson, UserRow>;
  tokens: Map<string, string>;
  unitA: string;
  unitB: string;
}

export async function chatFixture(ctx: TestContext): Promise<ChatFixture> {
  const db = ctx.db.kysely;
  const unitA = await insertUnit(db);
  const unitB = await insertUnit(db);
  const make = (roles: Role[], unitId?: string) => createUser(ctx, roles, unitId ? { unitId } : {});
  const users: Record<ChatPerson, UserRow> = {
    admin: await make(['admin']),
    staff: await make(['staff']),
    user: await make(['user']),
    member: await make(['members']),
    otherMember: await make(['members']),
    clerkA: await make(['undertaker'], unitA),
    clerkA2: await make(['undertaker'], unitA),
    clerkB: await make(['undertaker'], unitB),
  };
  const sessionId = await insertSession(db);
  const proposalId = await insertProposal(db, {
    sessionId,
    firstProposerId: users.member.id,
    number: 1,
    title: '关于加强社区养老服务的提案',
  });
  await db
    .insertInto('proposalSigners')
    .values({
      proposalId,
      userId: users.member.id,
      isFirst: toDbBool(true),
      state: 'accepted',
      invitedAt: nowIso(),
      answeredAt: nowIso(),
    })
    .execute();
  await insertTask(db, { proposalId, unitId: unitA, state: 'handling', dueDate: null });
  const tokens = new Map<string, string>();
  for (const name of CHAT_PEOPLE) tokens.set(name, await tokenFor(ctx, users[name]));
  return { users, tokens, unitA, unitB };
}
