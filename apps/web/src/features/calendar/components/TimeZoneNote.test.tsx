import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { i18nBundle } from '../i18n';
import { deviceZoneDiffers } from '../lib/zoned';
import { TimeZoneNote } from './TimeZoneNote';

const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;

describe('the calendar says which clock its times follow', () => {
  it('tells a device outside Beijing time, naming its zone (Chinese and English)', async () => {
    const note = <TimeZoneNote differs zone="America/New_York" />;
    expect(await renderStatic(note, 'zh-CN', [i18nBundle])).toContain(
      '时间为北京时间（UTC+8），与本设备的时区（America/New_York）不同',
    );
    expect(await renderStatic(note, 'en', [i18nBundle])).toContain(
      'Times are Beijing time (UTC+8), not your device’s time zone (America/New_York)',
    );
  });
  it('only notes it quietly on a device on Beijing time', async () => {
    const html = await renderStatic(<TimeZoneNote differs={false} zone="Asia/Shanghai" />, 'zh-CN', [
      i18nBundle,
    ]);
    expect(html).toContain('时间按北京时间（Asia/Shanghai）显示');
    expect(html).not.toContain('UTC+8');
  });
  it('judges by the offset: UTC+8 zones are the same clock, New York and London are not', () => {
    expect(deviceZoneDiffers(at(-480))).toBe(false);
    expect(deviceZoneDiffers(at(300))).toBe(true);
    expect(deviceZoneDiffers(at(0))).toBe(true);
  });
});
