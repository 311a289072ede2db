import type { UnitSuggestions } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { suggestionsBundle } from './suggestionsI18n';
import { UnitSuggestionList } from './UnitSuggestionList';

const suggestions: UnitSuggestions = {
  defaultDueDate: '2026-03-01T00:00:00.000Z',
  items: [
    {
      id: 'u1',
      name: '市住房和城乡建设局',
      source: 'similar',
      count: 3,
      adjustedAway: 0,
      score: 2.1,
      reason: '办理过3件相似提案；从未被调整；按时答复92%；委员满意4/4',
    },
    {
      id: 'u2',
      name: '市财政局',
      source: 'member',
      count: 0,
      adjustedAway: 1,
      score: 0.4,
      reason: '提案人建议；相似提案中被调整1次；尚无答复',
    },
  ],
};

const render = (language: string, value: UnitSuggestions | undefined, picked: string[] = []) =>
  renderStatic(
    <UnitSuggestionList
      suggestions={value}
      loading={false}
      failed={false}
      isPicked={(id) => picked.includes(id)}
      onToggle={() => {}}
    />,
    language,
    [suggestionsBundle],
  );

describe('unit suggestions list', () => {
  it('shows each unit with its reason, best first, and which are picked', async () => {
    const html = await render('zh-CN', suggestions, ['u1']);
    expect(html).toContain('推荐承办单位');
    const first = html.indexOf('市住房和城乡建设局');
    expect(first).toBeGreaterThan(-1);
    expect(html.indexOf('市财政局')).toBeGreaterThan(first);
    expect(html).toContain('办理过3件相似提案；从未被调整；按时答复92%；委员满意4/4');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('aria-label="选用市财政局"');
  });

  it('says so when there is nothing to suggest, in either language', async () => {
    expect(await render('en', { ...suggestions, items: [] })).toContain(
      'No units to suggest: no similar proposal has been assigned yet',
    );
    expect(await render('zh-CN', { ...suggestions, items: [] })).toContain('暂无可推荐的单位');
  });
});
