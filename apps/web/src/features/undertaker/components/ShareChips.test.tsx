import { HANDLING_MODE_LABELS, LANGUAGES, type HandlingMode, type TaskRole } from '@cppcc/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shareLabel } from './labels';
import { ShareChips } from './ShareChips';

/** The chips' texts, with the feature's real wording in each language. */
function chipTexts(role: TaskRole, mode: HandlingMode, language: (typeof LANGUAGES)[number]): string[] {
  const labels = {
    role: (r: TaskRole, m: HandlingMode | null) => shareLabel(r, m, language),
    mode: (m: HandlingMode) => HANDLING_MODE_LABELS[m][language],
  };
  const html = renderToStaticMarkup(<ShareChips role={role} mode={mode} labels={labels} />);
  return [...html.matchAll(/<span class="MuiChip-label[^"]*"[^>]*>([^<]*)</g)].map((match) => match[1] ?? '');
}

describe('share chips', () => {
  it('shows 单办 once for a single unit, 分办 once for separate units', () => {
    expect(chipTexts('lead', 'single', 'zh-CN')).toEqual(['单办']);
    expect(chipTexts('separate', 'separate', 'zh-CN')).toEqual(['分办']);
    for (const language of LANGUAGES) {
      expect(chipTexts('lead', 'single', language)).toHaveLength(1);
      expect(chipTexts('separate', 'separate', language)).toHaveLength(1);
    }
  });
  it('shows the role beside 会办', () => {
    expect(chipTexts('lead', 'joint', 'zh-CN')).toEqual(['主办', '会办']);
    expect(chipTexts('co', 'joint', 'en')).toEqual(['Co-unit', 'Lead and co-units']);
  });
  it('words every share as the undertaker pages always have, in both languages', () => {
    const shares: [TaskRole, HandlingMode, string, string][] = [
      ['lead', 'single', '单办', 'Sole unit'],
      ['lead', 'joint', '主办', 'Lead unit'],
      ['co', 'joint', '协办', 'Co-unit'],
      ['separate', 'separate', '分办', 'Separate'],
    ];
    for (const [role, mode, zh, en] of shares) {
      expect(shareLabel(role, mode, 'zh-CN')).toBe(zh);
      expect(shareLabel(role, mode, 'en')).toBe(en);
    }
  });
});
