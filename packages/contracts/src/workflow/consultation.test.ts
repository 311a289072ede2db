import { describe, expect, it } from 'vitest';
import { consultationCreateBodySchema, communicationMethodOf } from '../consultation/consultation';
import { CONSULTATION_EVENT_LABELS, consultationMachine } from './consultation';
import { eventActionLabel } from './events';
import { availableActions, checkTransition } from './machine';

const slot = {
  startsAt: '2026-05-12T01:30:00Z',
  durationMinutes: 60,
  remote: false,
  place: '会议室',
  agenda: '议程',
};

describe('consultation machine (面商)', () => {
  it('lets invitees answer only while nothing is fixed, and the unit minute only a fixed meeting', () => {
    expect(availableActions(consultationMachine, 'proposed', ['invitee']).sort()).toEqual([
      'accept',
      'ask_another',
    ]);
    expect(availableActions(consultationMachine, 'fixed', ['invitee'])).toEqual([]);
    expect(availableActions(consultationMachine, 'fixed', ['unit'])).toEqual(['record_minutes']);
    expect(availableActions(consultationMachine, 'minuted', ['unit', 'invitee'])).toEqual([]);
    const fix = checkTransition(consultationMachine, 'another_requested', 'fix', ['system']);
    expect(fix.ok && fix.to).toBe('fixed');
    expect(checkTransition(consultationMachine, 'proposed', 'fix', ['invitee'])).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
  });

  it('names every step in the event log', () => {
    expect(Object.keys(CONSULTATION_EVENT_LABELS)).toContain('consultation_record_minutes');
    expect(eventActionLabel('consultation_fix', 'zh-CN')).toBe('面商时间确定');
  });

  it('takes one to three slots, a place unless by phone/video', () => {
    expect(consultationCreateBodySchema.safeParse({ format: 'talk', slots: [slot] }).success).toBe(true);
    const four = consultationCreateBodySchema.safeParse({ format: 'talk', slots: [slot, slot, slot, slot] });
    expect(four.error?.issues[0]).toMatchObject({ path: ['slots'], message: 'consultation.tooManySlots' });
    const noPlace = consultationCreateBodySchema.safeParse({
      format: 'talk',
      slots: [{ ...slot, place: '' }],
    });
    expect(noPlace.error?.issues[0]).toMatchObject({ path: ['slots', 0, 'place'] });
    expect(
      consultationCreateBodySchema.safeParse({
        format: 'talk',
        slots: [{ ...slot, place: '', remote: true }],
      }).success,
    ).toBe(true);
    expect(communicationMethodOf('forum', false)).toBe('forum');
    expect(communicationMethodOf('talk', true)).toBe('phone');
  });
});
