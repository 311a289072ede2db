import {
  checkTransition,
  clueMachine,
  type ClueAction,
  type ClueActor,
  type ClueState,
  type Language,
  type MessageKey,
  translate,
} from '@cppcc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../db/values';
import { conflict, forbidden } from '../../http/errors';
import type { MessageSender } from '../messaging/sender';
import { insertClueEvent, type ClueRow } from './repository';

/** What every part of the clue service shares. */
export interface CluesEnv {
  db: Kysely<DB>;
  dialect: 'sqlite' | 'postgres';
  sender: MessageSender;
  log: FastifyBaseLogger;
  /** The secret the SMS codes are hashed with (the auth module's). */
  secret: string;
  /** The time of every write (the demo seed sets its own). */
  clock: () => string;
}

/** The Beijing date of a time (campaign periods are Beijing dates). */
export function beijingDay(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The machine's verdict on `action` by `actor` in the clue's state: the next state, or the 409/403
 * every refusal answers with.
 */
export function nextState(clue: Pick<ClueRow, 'state'>, action: ClueAction, actor: ClueActor): ClueState {
  const check = checkTransition(clueMachine, clue.state as ClueState, action, [actor]);
  if (check.ok && check.to !== 'previous') return check.to;
  if (!check.ok && check.reason === 'not_allowed') throw forbidden();
  throw conflict('clues.wrongState', {
    params: { state: `clueState.${clue.state}`, action: `clueAction.${action}` },
  });
}

/** Every step of a clue is an event: who, when, from and to, and a comment. */
export async function recordStep(
  trx: Kysely<DB>,
  step: {
    clueId: string;
    action: ClueAction;
    fromState: ClueState | null;
    toState: ClueState;
    actorId: string | null;
    comment: string | null;
  },
  at: string,
): Promise<void> {
  await insertClueEvent(trx, { id: newId(), ...step, createdAt: at });
}

/** An SMS to a clue's sender, in Chinese like the sign-in code; a failed send is logged, not thrown. */
export async function textSender(
  env: Pick<CluesEnv, 'sender' | 'log'>,
  phone: string,
  key: MessageKey,
  params: Record<string, string>,
  language: Language = 'zh-CN',
): Promise<boolean> {
  try {
    await env.sender.send({
      channel: 'sms',
      recipient: phone,
      subject: '',
      body: translate(key, language, params),
    });
    return true;
  } catch (error) {
    env.log.warn({ err: error }, 'clue SMS could not be sent');
    return false;
  }
}
