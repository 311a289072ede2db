import type { ProposalEvaluations } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../testing/renderStatic';
import { CosignerNotice } from './CosignerNotice';
import { evaluationBundle } from './i18n';

type View = Pick<ProposalEvaluations, 'replies' | 'pendingSigners'>;

const evaluation = (signerId: string, displayName: string) => ({
  id: `e-${signerId}`,
  replyId: 'r1',
  signer: { id: signerId, displayName },
  attitude: 'satisfied' as const,
  result: 'satisfied' as const,
  contacted: true,
  comment: '',
  createdAt: '2025-01-01T00:00:00.000Z',
});
const view = (pending: [string, string][], evaluated: [string, string][] = []): View => ({
  pendingSigners: pending.map(([id, displayName]) => ({ id, displayName })),
  replies: [
    {
      replyId: 'r1',
      unit: { id: 'u1', name: '市交通局' },
      resultClass: 'A',
      title: '关于……的答复',
      awaitingMe: true,
      evaluations: evaluated.map(([id, name]) => evaluation(id, name)),
    },
  ],
});
const render = (value: View, lng = 'zh-CN') =>
  renderStatic(<CosignerNotice view={value} me="me" />, lng, [evaluationBundle]);

describe('the co-signer notice on the evaluation form', () => {
  it('says before sending that every proposer must evaluate, naming who has not (Chinese)', async () => {
    const html = await render(
      view([
        ['me', '我'],
        ['b', '王五'],
        ['c', '赵六'],
      ]),
    );
    expect(html).toContain('全体提案人都评价后，提案才能办结。尚未评价的其他提案人：王五、赵六');
    expect(html).not.toContain('我、');
  });
  it('says the same in English', async () => {
    const html = await render(
      view([
        ['me', 'Me'],
        ['b', 'Wang Wu'],
        ['c', 'Zhao Liu'],
      ]),
      'en',
    );
    expect(html).toContain('Other proposers yet to evaluate: Wang Wu, Zhao Liu');
  });
  it('says when every other proposer has evaluated', async () => {
    expect(await render(view([['me', '我']], [['b', '王五']]))).toContain('其他提案人均已评价。');
    expect(await render(view([['me', 'Me']], [['b', 'Wang Wu']]), 'en')).toContain(
      'Every other proposer has evaluated.',
    );
  });
  it('says nothing to a sole proposer', async () => {
    expect(await render(view([['me', '我']]))).toBe('');
  });
});
