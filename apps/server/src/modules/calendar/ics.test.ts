import { describe, expect, it } from 'vitest';
import { dateValue, escapeText, foldLine, utcValue, writeIcs, type IcsEvent } from './ics';

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'e1@cppcc',
  summary: '提案办理协调会',
  allDay: false,
  start: '2026-11-25T01:30:00.000Z',
  end: '2026-11-25T03:00:00.000Z',
  stamp: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** Undoes folding as a calendar client does: a CRLF followed by one space disappears. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a Chinese character', () => {
    const line = `SUMMARY:${'关于加快推进城市更新的提案'.repeat(6)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves a short line as it is', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const exactly75 = `X:${'a'.repeat(73)}`;
    expect(foldLine(exactly75)).toBe(exactly75);
    expect(foldLine(`${exactly75}b`)).toBe(`${exactly75}\r\n b`);
  });

  it('writes times in UTC and all-day days as DATE values', () => {
    expect(utcValue('2026-11-25T01:30:00.000Z')).toBe('20261125T013000Z');
    expect(utcValue('2026-11-25T09:30:00+08:00')).toBe('20261125T013000Z');
    expect(dateValue('2026-11-25')).toBe('20261125');
    expect(() => dateValue('2026-11-25T00:00:00Z')).toThrow();
  });

  it('writes a whole calendar with CRLF line ends', () => {
    const text = writeIcs({
      name: '我的日程',
      timeZone: 'Asia/Shanghai',
      events: [
        event({ description: '地点：三楼会议室, 带材料', url: 'https://example.test/apps/proposals/1' }),
        event({ uid: 'e2@cppcc', summary: '全体会议', allDay: true, start: '2026-11-26', end: '2026-11-28' }),
      ],
    });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines).toContain('DTSTART:20261125T013000Z');
    expect(lines).toContain('DTEND:20261125T030000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261126');
    expect(lines).toContain('DTEND;VALUE=DATE:20261128');
    expect(lines).toContain('DESCRIPTION:地点：三楼会议室\\, 带材料');
    expect(lines).toContain('URL:https://example.test/apps/proposals/1');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTAMP:20261120T080000Z');
  });
});
