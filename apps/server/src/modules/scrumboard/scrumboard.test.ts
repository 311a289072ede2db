import {
  boardSchema,
  boardSummarySchema,
  cardSchema,
  type Board,
  type BoardList,
  type BoardMember,
  type BoardSummary,
  type Card,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { realtimeTestContext } from '../../test/realtime';
import { PNG } from '../../test/workflow';
import { withoutSignature } from '../attachments/picture-links';
import { connectRealtime } from '../realtime/testing';

/** The scrumboard calls of seed 001 §7, served from the database, shared by a board's members. */
let ctx: Awaited<ReturnType<typeof realtimeTestContext>>;
let baseUrl: string;
const tokens = new Map<string, string>();
const ids = new Map<string, string>();
let api: ReturnType<typeof apiClient>;
const API = '/api/scrumboard-app';

const newBoard = (who: string, name?: string) =>
  api.ok<BoardSummary>(who, 'POST', `${API}/board/new`, { board: name === undefined ? {} : { name } });
const getBoard = (who: string, boardId: string) =>
  api.ok<Board>(who, 'GET', `${API}/board?boardId=${encodeURIComponent(boardId)}`);
const addList = (who: string, boardId: string, name: string) =>
  api.ok<BoardList[]>(who, 'POST', `${API}/list/new`, { boardId, data: { name } });
const addCard = (who: string, boardId: string, listId: string, name: string) =>
  api.ok<Board>(who, 'POST', `${API}/card/new`, { boardId, listId, data: { name } });

/** A board of `who` with lists A and B, `cards` cards in A. */
async function boardWithCards(who: string, cards: number) {
  const { id } = await newBoard(who, `并发看板${Math.random()}`);
  await addList(who, id, 'A');
  const [a, b] = await addList(who, id, 'B');
  for (let n = 0; n < cards; n += 1) await addCard(who, id, a?.id ?? '', `卡片${n}`);
  return { id, a: a?.id ?? '', b: b?.id ?? '' };
}

beforeAll(async () => {
  ctx = await realtimeTestContext();
  baseUrl = await ctx.listen();
  const people = {
    ann: await createUser(ctx, ['members']),
    sam: await createUser(ctx, ['staff']),
    una: await createUser(ctx, ['undertaker']),
  };
  for (const [name, user] of Object.entries(people)) {
    tokens.set(name, await tokenFor(ctx, user));
    ids.set(name, user.id);
  }
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('scrumboard calls', () => {
  it('creates a board with default labels, lists and cards, and answers the seed shapes', async () => {
    const untitled = await newBoard('ann');
    expect(boardSummarySchema.strict().parse(untitled)).toEqual({
      id: untitled.id,
      name: '未命名看板',
      uri: '未命名看板',
    });
    const english = await api.call(
      'ann',
      'POST',
      `${API}/board/new`,
      { board: {} },
      { 'accept-language': 'en' },
    );
    expect(english.json<BoardSummary>()).toMatchObject({ name: 'Untitled Board', uri: 'untitled-board' });

    const { id } = await newBoard('ann', 'Proposal Week 提案周');
    const lists = await addList('ann', id, '待办');
    expect(lists).toEqual([{ id: lists[0]?.id, name: '待办', idCards: [] }]);
    const listId = lists[0]?.id ?? '';
    const board = await addCard('ann', id, listId, '起草调研提纲');
    expect(boardSchema.strict().parse(board)).toEqual(board);
    expect(board).toMatchObject({
      id,
      name: 'Proposal Week 提案周',
      uri: 'proposal-week-提案周',
      settings: { color: '', subscribed: true, cardCoverImages: true },
      members: [{ id: ids.get('ann'), name: expect.any(String) as string, avatar: '' }],
    });
    expect(board.labels.map((label) => [label.name, label.class])).toEqual([
      ['调研', 'blue'],
      ['起草', 'teal'],
      ['设计', 'purple'],
      ['修复', 'red'],
      ['复核', 'amber'],
    ]);
    const card = board.cards[0] as Card;
    expect(board.lists[0]?.idCards).toEqual([card.id]);
    expect(card).toEqual({
      id: card.id,
      name: '起草调研提纲',
      description: '',
      idAttachmentCover: '',
      idMembers: [],
      idLabels: [],
      attachments: [],
      subscribed: false,
      checklists: [],
      activities: [],
      due: null,
    });

    const updated = await api.ok<Card>('ann', 'POST', `${API}/card/update`, {
      boardId: id,
      card: {
        ...card,
        description: '走访三个社区',
        idMembers: [ids.get('ann')],
        idLabels: [board.labels[0]?.id],
        attachments: [
          { id: 'img1', type: 'image', name: '现场照片', src: '/images/scrumboard/cover.jpg' },
          { id: 'lnk1', type: 'link', name: '参考链接', url: 'https://example.com/a' },
        ],
        idAttachmentCover: 'img1',
        subscribed: true,
        checklists: [{ id: 'c1', name: '准备', checkItems: [{ id: 'i1', name: '联系单位', checked: true }] }],
        activities: [{ id: 'new', message: '我来负责' }],
        due: '2026-12-01',
      },
    });
    expect(cardSchema.strict().parse(updated)).toEqual(updated);
    expect(updated).toMatchObject({ idAttachmentCover: 'img1', subscribed: true, due: '2026-12-01' });
    expect(updated.attachments.map((attachment) => attachment.time)).toEqual([
      expect.stringMatching(/^\d{4}-/),
      expect.stringMatching(/^\d{4}-/),
    ]);
    expect(
      updated.activities.map((activity) => [activity.type, activity.idMember, activity.message]),
    ).toEqual([
      ['attachment', ids.get('ann'), '现场照片'],
      ['attachment', ids.get('ann'), '参考链接'],
      ['comment', ids.get('ann'), '我来负责'],
    ]);

    expect(await api.ok(`ann`, 'POST', `${API}/board/rename`, { boardId: id, boardTitle: '新名字' })).toBe(
      '新名字',
    );
    expect(
      await api.ok('ann', 'POST', `${API}/board/settings/update`, {
        boardId: id,
        settings: { color: 'teal', subscribed: false },
      }),
    ).toEqual({ color: 'teal', subscribed: false, cardCoverImages: true });
    expect(
      await api.ok('ann', 'POST', `${API}/list/rename`, { boardId: id, listId, listTitle: '进行中' }),
    ).toBe('进行中');
    expect(await api.ok('ann', 'POST', `${API}/card/remove`, { boardId: id, cardId: card.id })).toBe(card.id);
    expect((await getBoard('ann', id)).lists).toEqual([{ id: listId, name: '进行中', idCards: [] }]);
    expect(await api.ok('ann', 'POST', `${API}/list/remove`, { boardId: id, listId })).toBe(true);
    const boards = await api.ok<BoardSummary[]>('ann', 'GET', `${API}/boards`);
    expect(boards.map((summary) => summary.name)).toEqual(['未命名看板', 'Untitled Board', '新名字']);
    expect(await api.ok('ann', 'POST', `${API}/board/delete`, { boardId: id })).toBe(true);
    await api.fails(404, 'ann', 'GET', `${API}/board?boardId=${id}`);
  });

  it('answers 400 naming the field for bad input', async () => {
    const { id } = await newBoard('ann', '校验');
    const lists = await addList('ann', id, '列表');
    const board = await addCard('ann', id, lists[0]?.id ?? '', '卡片');
    const card = board.cards[0] as Card;
    const cases: [string, unknown, string][] = [
      ['board/rename', { boardId: id, boardTitle: '  ' }, 'boardTitle'],
      ['list/new', { boardId: id, data: { name: '' } }, 'data.name'],
      ['board/settings/update', { boardId: id, settings: { color: 'gold' } }, 'settings.color'],
      [
        'card/update',
        {
          boardId: id,
          card: { ...card, attachments: [{ id: 'l', type: 'link', name: 'x', url: 'javascript:1' }] },
        },
        'card.attachments.0.url',
      ],
      ['card/update', { boardId: id, card: { ...card, due: '2026-02-30' } }, 'card.due'],
      ['card/update', { boardId: id, card: { ...card, idMembers: [ids.get('sam')] } }, 'card.idMembers.0'],
      ['card/update', { boardId: id, card: { ...card, idLabels: ['nope'] } }, 'card.idLabels.0'],
      [
        'card/update',
        { boardId: id, card: { ...card, idAttachmentCover: 'nope' } },
        'card.idAttachmentCover',
      ],
      ['card/order', { boardId: id, lists: [{ id: 'a', idCards: ['x', 'x'] }] }, 'lists.0.idCards.1'],
      ['board/members', { boardId: id, memberIds: ['nobody'] }, 'memberIds.0'],
    ];
    for (const [path, body, field] of cases) {
      const error = await api.fails(400, 'ann', 'POST', `${API}/${path}`, body);
      expect(Object.keys(error.fields ?? {}), path).toContain(field);
    }
  });

  it('keeps boards to their members: others get 404 "Requested board do not exist." until added', async () => {
    const { id } = await newBoard('ann', '只属于成员');
    const english = await api.call('una', 'GET', `${API}/board?boardId=${id}`, undefined, {
      'accept-language': 'en',
    });
    expect(english.statusCode).toBe(404);
    expect(english.json<{ error: { message: string } }>().error.message).toBe(
      'Requested board do not exist.',
    );
    expect((await api.fails(404, 'una', 'GET', `${API}/board?boardId=${id}`)).message).toBe(
      '请求的看板不存在。',
    );
    await api.fails(404, 'una', 'GET', `${API}/board?boardId=unknown`);
    for (const [path, body] of [
      ['board/rename', { boardId: id, boardTitle: '抢' }],
      ['board/delete', { boardId: id }],
      ['list/new', { boardId: id, data: { name: '抢' } }],
      ['board/members', { boardId: id, memberIds: [ids.get('una')] }],
    ] as const)
      await api.fails(404, 'una', 'POST', `${API}/${path}`, body);
    expect(
      (await api.ok<BoardSummary[]>('una', 'GET', `${API}/boards`)).map((board) => board.id),
    ).not.toContain(id);

    const members = await api.ok<BoardMember[]>('ann', 'POST', `${API}/board/members`, {
      boardId: id,
      memberIds: [ids.get('sam')],
    });
    expect(members.map((member) => member.id)).toEqual([ids.get('ann'), ids.get('sam')]);
    expect((await getBoard('sam', id)).name).toBe('只属于成员');
    expect((await api.ok<BoardSummary[]>('sam', 'GET', `${API}/boards`)).map((board) => board.id)).toContain(
      id,
    );
    await api.fails(404, 'una', 'GET', `${API}/board?boardId=${id}`);
  });

  it("tells every member of the board about another member's change, live", async () => {
    const { id } = await newBoard('ann', '实时');
    await api.ok('ann', 'POST', `${API}/board/members`, { boardId: id, memberIds: [ids.get('sam')] });
    const sam = await connectRealtime(baseUrl, tokens.get('sam') ?? '');
    const una = await connectRealtime(baseUrl, tokens.get('una') ?? '');
    try {
      await sam.next((event) => event.type === 'ready');
      await una.next((event) => event.type === 'ready');
      await addList('ann', id, '新列表');
      expect(await sam.next((event) => event.type === 'scrumboard' && event.boardId === id)).toEqual({
        type: 'scrumboard',
        boardId: id,
        removed: false,
      });
      await api.ok('ann', 'POST', `${API}/board/delete`, { boardId: id });
      await sam.next((event) => event.type === 'scrumboard' && event.removed);
      expect(una.events.filter((event) => event.type === 'scrumboard')).toEqual([]);
    } finally {
      await sam.close();
      await una.close();
    }
  });

  it('writes who commented and when; a member removes only their own comments', async () => {
    const board = await boardWithCards('ann', 1);
    await api.ok('ann', 'POST', `${API}/board/members`, { boardId: board.id, memberIds: [ids.get('sam')] });
    const [card] = (await getBoard('ann', board.id)).cards;
    if (!card) throw new Error('no card');
    const update = (who: string, activities: { id: string; message: string }[]) =>
      api.ok<Card>(who, 'POST', `${API}/card/update`, { boardId: board.id, card: { ...card, activities } });
    const byAnn = await update('ann', [{ id: 'x', message: '安的评论' }]);
    const annComment = byAnn.activities[0];
    expect(annComment).toMatchObject({ type: 'comment', idMember: ids.get('ann'), message: '安的评论' });
    const bySam = await update('sam', [{ id: 'y', message: '山的评论' }, ...byAnn.activities]);
    expect(bySam.activities.map((activity) => activity.message)).toEqual(['山的评论', '安的评论']);
    // Sam leaves Ann's comment out: it stays; Ann leaves it out: it goes.
    expect((await update('sam', [])).activities.map((activity) => activity.message)).toEqual(['安的评论']);
    expect((await update('ann', [])).activities).toEqual([]);
  });

  it('keeps every card exactly once when two members move the same cards at once', async () => {
    const board = await boardWithCards('ann', 6);
    await api.ok('ann', 'POST', `${API}/board/members`, { boardId: board.id, memberIds: [ids.get('sam')] });
    const before = await getBoard('ann', board.id);
    const cards = before.lists[0]?.idCards ?? [];
    // Each member moves the first card (and others) to another place, from the same stale view.
    const moves = Array.from({ length: 12 }, (_, n) => {
      const who = n % 2 === 0 ? 'ann' : 'sam';
      const moved = cards.slice(0, (n % 3) + 1);
      const rest = cards.filter((cardId) => !moved.includes(cardId));
      const lists =
        n % 2 === 0
          ? [
              { id: board.a, idCards: rest },
              { id: board.b, idCards: moved },
            ]
          : [
              { id: board.a, idCards: [...moved].reverse().concat(rest) },
              { id: board.b, idCards: [] },
            ];
      return api.call(who, 'POST', `${API}/card/order`, { boardId: board.id, lists });
    });
    const answers = await Promise.all(moves);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const answer of answers) {
      const placed = answer.json<BoardList[]>().flatMap((list) => list.idCards);
      expect([...placed].sort()).toEqual([...cards].sort());
    }
    const after = await getBoard('sam', board.id);
    const placed = after.lists.flatMap((list) => list.idCards);
    expect([...placed].sort()).toEqual([...cards].sort());
    expect(after.cards.map((card) => card.id).sort()).toEqual([...cards].sort());
    // The final order is the one of the last move applied: a whole order, not a mix of both.
    const last = answers.map((answer) => answer.json<BoardList[]>());
    expect(last.some((lists) => JSON.stringify(lists) === JSON.stringify(after.lists))).toBe(true);
  });

  it('applies a stale order to what exists: unknown ids skipped, left-out cards keep their list', async () => {
    const board = await boardWithCards('ann', 3);
    const [first, second, third] = (await getBoard('ann', board.id)).lists[0]?.idCards ?? [];
    const lists = await api.ok<BoardList[]>('ann', 'POST', `${API}/card/order`, {
      boardId: board.id,
      lists: [
        { id: board.b, idCards: [third, 'gone'] },
        { id: 'gone-list', idCards: [first] },
      ],
    });
    expect(lists.map((list) => list.idCards)).toEqual([[first, second], [third]]);
    const reordered = await api.ok<BoardList[]>('ann', 'POST', `${API}/list/order`, {
      boardId: board.id,
      lists: [{ id: board.b }, { id: 'gone' }],
    });
    expect(reordered.map((list) => list.id)).toEqual([board.b, board.a]);
  });

  it('uploads a card picture through the attachment checks, attaches it and makes it the cover', async () => {
    const upload = (name: string, content: Buffer, type = 'image/png') => {
      const file = multipart(name, type, content);
      return api.call('ann', 'POST', `${API}/card-image`, file.payload, {
        ...file.headers,
        'accept-language': 'en',
      });
    };
    const sent = await upload('现场.png', PNG);
    expect(sent.statusCode).toBe(200);
    const { url } = sent.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/scrumboard-app\/images\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const shown = await ctx.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload.equals(PNG)).toBe(true);

    const { id } = await boardWithCards('ann', 1);
    const [card] = (await getBoard('ann', id)).cards;
    if (!card) throw new Error('no card');
    const attachment = { id: 'pic-1', type: 'image', name: '现场.png', src: url };
    const updated = await api.ok<{ attachments: { src?: string }[]; idAttachmentCover: string }>(
      'ann',
      'POST',
      `${API}/card/update`,
      { boardId: id, card: { ...card, attachments: [attachment], idAttachmentCover: 'pic-1' } },
    );
    expect(withoutSignature(updated.attachments[0]?.src ?? '')).toBe(withoutSignature(url));
    expect(updated.idAttachmentCover).toBe('pic-1');

    expect((await upload('fake.png', Buffer.from('<svg/>'))).statusCode).toBe(415);
    const big = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: { message: string } }>().error.message).toBe('The picture may be at most 2 MB.');
  });
});
