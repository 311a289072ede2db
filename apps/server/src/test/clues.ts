import type { ClueSubmitResult } from '@cppcc/contracts';
import { expect } from 'vitest';
import { lastOutbox } from './accounts';
import type { TestContext } from './context';
import { beijingDay } from '../modules/clues/context';

/** Helpers of the clue tests: a campaign around today, a code read from the demo outbox, a sent clue. */

export const CLUE = {
  title: '城东菜市场周边早高峰拥堵',
  situation: '城东菜市场门口每天早上七点到八点半车辆乱停，公交车进不了站。',
  suggestion: '建议在菜市场北侧划出临时停车位，并增派交警早高峰疏导。',
  categoryCode: 'society',
};

export function dayFromToday(offset: number): string {
  return beijingDay(new Date(Date.now() + offset * 86_400_000).toISOString());
}

let phoneCounter = 0;
/** A phone no other test uses. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `1390${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export function clueClient(ctx: () => TestContext) {
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = '127.0.0.1') =>
    ctx().app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });

  /** Asks a code for the phone and reads it from the demo outbox. */
  async function codeFor(phone: string, remoteAddress?: string): Promise<string> {
    const response = await inject('POST', '/api/public/clues/code', { phone }, remoteAddress);
    expect(response.statusCode, response.body).toBe(200);
    const code = /(\d{6})/.exec((await lastOutbox(ctx(), phone))?.body ?? '')?.[1];
    if (!code) throw new Error('no code in the outbox');
    return code;
  }

  /** A clue sent from a fresh phone; returns the phone and the answer. */
  async function sendClue(overrides: Partial<typeof CLUE> & { contactName?: string } = {}) {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const response = await inject('POST', '/api/public/clues', { ...CLUE, ...overrides, phone, code });
    expect(response.statusCode, response.body).toBe(201);
    return { phone, ...response.json<ClueSubmitResult>() };
  }

  return { inject, codeFor, sendClue };
}
