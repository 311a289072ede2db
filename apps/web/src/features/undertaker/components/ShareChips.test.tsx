import { HANDLING_MODE_LABELS, LANGUAGES, type HandlingMode, type TaskRole } from '@cppcc/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nBundle } from '../i18n';
import { roleKey } from './labels';
import { ShareChips } from './ShareChips';

/** The chips' texts, with the feature's real wording in each language. */
function chipTexts(role: TaskRole, mode: HandlingMode, language: (typeof LANGUAGES)[number]): string[] {
  const texts = i18nBundle.resources[language] as Record<string, string>;
  const labels = {
    role: (r: TaskRole, m: HandlingMode | null) => texts[roleKey(r, m)] ?? '',
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
});
