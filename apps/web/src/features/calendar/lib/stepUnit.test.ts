import { describe, expect, it } from 'vitest';
import { i18nBundle } from '../i18n';
import { stepKeys, stepUnitOf } from './stepUnit';

describe('the previous / next buttons name what they move by', () => {
  it('reads the unit from each view the calendar offers', () => {
    expect(stepUnitOf('dayGridMonth')).toBe('month');
    expect(stepUnitOf('timeGridWeek')).toBe('week');
    expect(stepUnitOf('listWeek')).toBe('week');
    expect(stepUnitOf('timeGridDay')).toBe('day');
  });

  it('has both words in both languages for every unit', () => {
    const texts = i18nBundle.resources as Record<string, Record<string, string>>;
    for (const unit of ['month', 'week', 'day'] as const) {
      const { prev, next } = stepKeys(unit);
      for (const language of ['zh-CN', 'en']) {
        expect(texts[language]?.[prev]).toBeTruthy();
        expect(texts[language]?.[next]).toBeTruthy();
      }
    }
    expect(texts['zh-CN']?.previousWeek).toBe('上一周');
  });
});
