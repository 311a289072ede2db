import { type Board, type BoardSettings, type BoardSummary } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

const API = '/api/scrumboard-app';

/** A settings change that touches no column of the board (none, or only the caller's own subscription). */
describe('scrumboard board settings with nothing of the board to change', () => {
  let ctx: TestContext;
  const tokens = new Map<string, string>();
  const api = apiClient(() => ctx, tokens);
  let boardId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    tokens.set('ann', await tokenFor(ctx, await createUser(ctx, ['members'])));
    ({ id: boardId } = await api.ok<BoardSummary>('ann', 'POST', `${API}/board/new`, {
      board: { name: '看板' },
    }));
  });
  afterAll(() => ctx.close());

  const update = (settings: Partial<BoardSettings>) =>
    api.ok<BoardSettings>('ann', 'POST', `${API}/board/settings/update`, { boardId, settings });
  const board = () => api.ok<Board>('ann', 'GET', `${API}/board?boardId=${encodeURIComponent(boardId)}`);

  it('empty settings: 200 with the settings as they were, the board unchanged', async () => {
    const before = await board();
    expect(await update({})).toEqual(before.settings);
    expect(await board()).toEqual(before);
  });

  it('only `subscribed`: 200, the subscription changed and nothing else', async () => {
    const before = await board();
    expect(await update({ subscribed: !before.settings.subscribed })).toEqual({
      ...before.settings,
      subscribed: !before.settings.subscribed,
    });
    expect((await board()).settings.subscribed).toBe(!before.settings.subscribed);
  });
});
