import { describe, expect, it } from 'vitest';
import { emptySlot, formFieldOf, slotsFormSchema, slotStart } from './slotForm';

const NOW = new Date('2026-05-11T02:00:00.000Z'); // 10:00 in Beijing

describe('consultation slots form', () => {
  it('reads a day and a time on the committee clock, whatever the device zone', () => {
    expect(slotStart({ day: '2026-05-12', time: '09:30' })).toBe('2026-05-12T01:30:00.000Z');
    expect(slotStart({ day: '2026-05-12', time: '' })).toBeNull();
    expect(emptySlot(NOW)).toMatchObject({ day: '2026-05-12', time: '09:30' });
  });

  it('refuses a past time and a missing place on their fields, and builds the body', () => {
    const schema = slotsFormSchema(() => NOW);
    const bad = schema.safeParse({
      format: 'talk',
      slots: [
        { ...emptySlot(NOW, -1), place: '会议室', agenda: '议程' },
        { ...emptySlot(NOW), place: '', agenda: '议程' },
      ],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('slots.0.day');
    const good = schema.safeParse({
      format: 'forum',
      slots: [{ ...emptySlot(NOW), remote: true, place: '', agenda: ' 议程 ' }],
    });
    expect(good.data).toEqual({
      format: 'forum',
      slots: [
        {
          startsAt: '2026-05-12T01:30:00.000Z',
          durationMinutes: 90,
          remote: true,
          place: '',
          agenda: '议程',
        },
      ],
    });
  });

  it('puts a server field on the form field', () => {
    expect(formFieldOf('slots.1.startsAt')).toBe('slots.1.day');
    expect(formFieldOf('body.slots.0.place')).toBe('slots.0.place');
    expect(formFieldOf('slots')).toBe('slots');
  });
});
