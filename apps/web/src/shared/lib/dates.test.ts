import { describe, expect, it } from 'vitest';
import {
  dateInputToIso,
  dueIsoFromDay,
  formatDate,
  formatDateTime,
  formatMessageTime,
  isoToDateInput,
  localeDate,
  parseIsoLocal,
  localeDateTime,
} from './dates';

describe('parseIsoLocal', () => {
  it('reads a bare day as local midnight and a full time as itself', () => {
    expect(parseIsoLocal('2026-05-03')?.getTime()).toBe(new Date(2026, 4, 3).getTime());
    expect(parseIsoLocal('2026-05-03T06:05:00.000Z')?.toISOString()).toBe('2026-05-03T06:05:00.000Z');
    expect(parseIsoLocal('2026-05-03T14:05')?.getTime()).toBe(new Date(2026, 4, 3, 14, 5).getTime());
  });

  it('refuses what is not an ISO day or time, and days that do not exist', () => {
    for (const bad of [
      '',
      'May 3, 2026',
      '2026-02-30',
      '2026-13-01',
      '2026-5-3',
      '2026-05-03T99:00',
      '12345',
    ])
      expect(parseIsoLocal(bad), bad).toBeNull();
    expect(parseIsoLocal('2028-02-29')).not.toBeNull();
  });
});

describe('date inputs', () => {
  it('round-trips a local date', () => {
    const iso = dateInputToIso('2027-01-15');
    expect(iso).not.toBeNull();
    expect(isoToDateInput(iso)).toBe('2027-01-15');
    expect(dateInputToIso('')).toBeNull();
    expect(isoToDateInput(null)).toBe('');
  });
});

describe('due dates from a date input', () => {
  it('keeps a suggested date exact and otherwise takes the end of the day', () => {
    const keep = '2026-05-22T08:00:00.000Z';
    expect(dueIsoFromDay(isoToDateInput(keep), keep)).toBe(keep);
    const end = dueIsoFromDay('2026-06-10');
    expect(end && isoToDateInput(end)).toBe('2026-06-10');
    expect(dueIsoFromDay('2026-13-99')).toBeNull();
    expect(dueIsoFromDay('')).toBeNull();
  });

  it('never passes the latest date on its own day', () => {
    const max = new Date(2026, 5, 10, 9, 30).toISOString();
    expect(dueIsoFromDay('2026-06-10', null, max)).toBe(max);
  });
});

describe('formatMessageTime (seed 000 §9: long date with time)', () => {
  const iso = '2026-05-03T06:05:00.000Z';
  it('speaks Chinese and English', () => {
    expect(formatMessageTime(iso, 'zh-CN', 'Asia/Shanghai')).toBe('2026年5月3日 14:05');
    expect(formatMessageTime(iso, 'en', 'UTC')).toMatch(/^May 3, 2026(,| at) 6:05\sAM$/);
    expect(formatMessageTime('nope', 'en')).toBe('');
  });
});

describe('dates in the reader language', () => {
  it('shows a table time, a date, or a dash for none', () => {
    const local = new Date(2026, 4, 3, 14, 5).toISOString();
    expect(formatDateTime(local)).toBe('2026-05-03 14:05');
    expect(formatDate(local)).toBe('2026-05-03');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate('nope')).toBe('—');
  });

  it('uses 24-hour Chinese or British English', () => {
    const local = new Date(2026, 4, 3, 14, 5).toISOString();
    expect(localeDateTime(local, 'zh-CN')).toBe('2026/5/3 14:05:00');
    expect(localeDateTime(local, 'en')).toBe('03/05/2026, 14:05:00');
    expect(localeDate(local, 'en')).toBe('03/05/2026');
  });

  it('writes what Intl writes for these locales, without asking it', () => {
    // Every month, single- and double-digit days and hours, midnight and the last second of a day.
    const dates = Array.from({ length: 12 }, (_, month) => [
      new Date(2026, month, 1, 0, 0, 0),
      new Date(2025, month, 9, 9, 7, 3),
      new Date(1999, month, 28, 23, 59, 59),
    ]).flat();
    for (const date of dates)
      for (const [language, locale] of [
        ['zh-CN', 'zh-CN'],
        ['en', 'en-GB'],
      ] as const) {
        const iso = date.toISOString();
        expect(localeDateTime(iso, language)).toBe(date.toLocaleString(locale, { hour12: false }));
        expect(localeDate(iso, language)).toBe(date.toLocaleDateString(locale));
      }
    expect(localeDateTime('not a date', 'en')).toBe(new Date('x').toLocaleString('en-GB', { hour12: false }));
    expect(localeDate('0800-01-02T00:00:00', 'zh-CN')).toBe(
      new Date('0800-01-02T00:00:00').toLocaleDateString('zh-CN'),
    );
  });
});
