import type { UnitFigures } from '@cppcc/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { i18nBundle } from '../i18n';
import { UnitFiguresTable } from './UnitFiguresTable';

const figures: UnitFigures = {
  session: { id: 's1', name: '十五届三次会议' },
  signWarningDays: 3,
  items: [
    {
      unit: { id: 'u1', name: '市教育局' },
      assigned: 3,
      signedInTime: 2,
      replied: 1,
      repliedOnTime: 1,
      consulted: 0,
      urges: 2,
      classes: { A: 1 },
      evaluations: 2,
      attitudeSatisfied: 2,
      resultSatisfied: 1,
      rehandled: 0,
    },
  ],
};

const render = (lng: string) =>
  renderStatic(
    <MemoryRouter>
      <UnitFiguresTable figures={figures} classCodes={['A', 'B', 'C']} sessionId="s1" />
    </MemoryRouter>,
    lng,
    [i18nBundle],
  );

describe('UnitFiguresTable', () => {
  it('links every figure above 0 to the proposals behind it, keeping the session', async () => {
    const html = await render('zh-CN');
    expect(html).toContain('承办单位办理情况');
    expect(html).toContain('交办后 3 天内签收');
    expect(html).toContain('href="/apps/staff/statistics/units/u1/assigned?session=s1"');
    expect(html).toContain('href="/apps/staff/statistics/units/u1/urges?session=s1"');
    expect(html).toContain('href="/apps/staff/statistics/units/u1/class?session=s1&amp;code=A"');
    expect(html).toContain('aria-label="市教育局被催办 2，查看提案"');
    // Nothing behind a 0: no link.
    expect(html).not.toContain('/units/u1/consulted');
    expect(html).not.toContain('code=B');
    for (const header of ['A类', 'B类', 'C类', '办前面商', '对态度满意', '对结果满意', '重新办理'])
      expect(html).toContain(`>${header}<`);
  });

  it('reads in English', async () => {
    const html = await render('en');
    expect(html).toContain('Handling figures by unit');
    expect(html).toContain('>Class A<');
    expect(html).toContain('>Consulted before replying<');
    expect(html).toContain('within 3 days of assignment');
  });
});
