import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoData, seeders } from '../seed';
import { createUser, tokenFor } from '../test/accounts';
import { apiClient, type Method } from '../test/client';
import { createTestContext, type TestContext } from '../test/context';
import {
  about,
  board,
  boardLists,
  boardSummary,
  card,
  category,
  contact,
  contactsUser,
  course,
  courseFields,
  event,
  faq,
  file,
  handled,
  icons,
  invoice,
  knowledgeBase,
  list,
  mail,
  note,
  noteLabels,
  order,
  photoGroups,
  product,
  searchResults,
  text,
  timeline,
  todo,
  weatherWidget,
  widgetsObject,
} from '../test/seed-001-shapes';

/**
 * Issue 31: every call of seed 001 §7, replayed as the template's demo apps make it and, where ours differs,
 * in our form, each answer checked against the shape the seed states (§3, §7, §9; `test/seed-001-shapes.ts`).
 * Extra fields of ours are allowed (our extensions are additions); a named field missing is not.
 */
let ctx: TestContext;
const tokens = new Map<string, string>();
const api = apiClient(() => ctx, tokens);
let samId = '';

/** One call as `sam` (staff: the shop's and academy's writes need it), answered 200, its JSON. */
async function call(method: Method, url: string, payload?: unknown, language = 'en'): Promise<unknown> {
  const token = tokens.get('sam') ?? '';
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json<unknown>();
}
beforeAll(async () => {
  ctx = await createTestContext();
  // The sample data the seed's calls read: help content, dashboards, the shop and academy (and their accounts).
  const needed = seeders.filter((seeder) =>
    /meta|accounts|content|dashboards|shop|academy/.test(seeder.name),
  );
  await seedDemoData(ctx.db, needed, { passwordHashCost: 1024, dataDir: ctx.config.dataDir });
  const sam = await createUser(ctx, ['staff']);
  samId = sam.id;
  tokens.set('sam', await tokenFor(ctx, sam));
  tokens.set('mia', await tokenFor(ctx, await createUser(ctx, ['members'])));
}, 120_000);
afterAll(() => ctx.close());

describe('seed 001 §7, every call', () => {
  it('contacts: the lists, the user, and each write answering the full list or the user', async () => {
    const added = list(contact).parse(
      // The template's form: its default relative avatar, an id of its own (replaced).
      await call('POST', '/api/contacts-app/add-contact', {
        newContact: {
          id: 'tmp',
          name: '模板',
          lastName: '客户',
          avatar: 'assets/images/avatars/profile.jpg',
        },
      }),
    );
    const first = added.find((entry) => entry.name === '模板');
    if (!first) throw new Error('add-contact lost the contact');
    list(contact).parse(
      await call('POST', '/api/contacts-app/add-contact', { newContact: { name: '我们', lastName: '' } }),
    );
    for (const id of ['all', 'frequent', 'starred'])
      list(contact).parse(await call('GET', `/api/contacts-app/contacts?id=${id}`));
    contactsUser.parse(await call('GET', '/api/contacts-app/user'));
    list(contact).parse(
      await call('POST', '/api/contacts-app/update-contact', { contact: { ...first, nickname: '老客户' } }),
    );
    contactsUser.parse(
      await call('POST', '/api/contacts-app/toggle-starred-contact', { contactId: first.id }),
    );
    for (const path of ['toggle-starred-contacts', 'set-contacts-starred', 'set-contacts-unstarred'])
      contactsUser.parse(await call('POST', `/api/contacts-app/${path}`, { contactIds: [first.id] }));
    const second = list(contact)
      .parse(await call('GET', '/api/contacts-app/contacts'))
      .find((entry) => entry.name === '我们');
    list(contact).parse(await call('POST', '/api/contacts-app/remove-contact', { contactId: first.id }));
    list(contact).parse(
      await call('POST', '/api/contacts-app/remove-contacts', { contactIds: [second?.id] }),
    );
  });

  it('calendar: the events, and add/update/remove each answering all events, in both forms', async () => {
    list(event).parse(await call('GET', '/api/calendar-app/events'));
    const template = list(event).parse(
      await call('POST', '/api/calendar-app/add-event', {
        newEvent: {
          id: 'x1',
          title: '模板会议',
          allDay: true,
          start: '2026-12-02T00:00:00+08:00',
          end: '2026-12-02T00:00:00+08:00',
        },
      }),
    );
    const ours = list(event).parse(
      await call('POST', '/api/calendar-app/add-event', {
        newEvent: {
          title: '我们的会议',
          allDay: false,
          start: '2026-12-03T01:00:00.000Z',
          end: '2026-12-03T02:00:00.000Z',
        },
      }),
    );
    const added = template.find((entry) => entry.title === '模板会议');
    if (!added) throw new Error('add-event lost the event');
    list(event).parse(
      await call('POST', '/api/calendar-app/update-event', { event: { ...added, title: '改期' } }),
    );
    list(event).parse(await call('POST', '/api/calendar-app/remove-event', { eventId: added.id }));
    expect(ours.some((entry) => entry.title === '我们的会议')).toBe(true);
  });

  it('content: the invoice by either id, the profile, search, FAQ, knowledge base and icons', async () => {
    const sample = invoice.parse(await call('GET', '/api/invoices/get-invoice?id=5725a6802d'));
    expect(invoice.parse(await call('GET', `/api/invoices/get-invoice?id=${sample.id}`))).toEqual(sample);
    for (const service of sample.services)
      expect(Number(service.total)).toBeCloseTo(Number(service.unitPrice) * service.quantity, 2);
    timeline.parse(await call('GET', '/api/profile/timeline'));
    photoGroups.parse(await call('GET', '/api/profile/photos-videos'));
    about.parse(await call('GET', '/api/profile/about'));
    searchResults.parse(await call('GET', '/api/search'));
    faq.parse(await call('GET', '/api/faq'));
    knowledgeBase.parse(await call('GET', '/api/knowledge-base'));
    icons.parse(await call('GET', '/api/icons'));
  });

  it('dashboards: widgets objects and project names in the caller’s language', async () => {
    for (const language of ['zh-CN', 'en']) {
      const analytics = widgetsObject.parse(
        await call('GET', '/api/analytics-dashboard-app/widgets', undefined, language),
      );
      expect(Object.keys(analytics)).toHaveLength(9);
      const { weatherWidget: weather, ...project } = z
        .looseObject({ weatherWidget })
        .parse(await call('GET', '/api/project-dashboard-app/widgets', undefined, language));
      expect(weather.locations.length).toBeGreaterThan(0);
      expect(Object.keys(project)).toHaveLength(11);
      const projects = list(z.looseObject({ id: text, name: text })).parse(
        await call('GET', '/api/project-dashboard-app/projects', undefined, language),
      );
      expect(projects.length).toBeGreaterThan(0);
      // The caller's language only: no text comes as the pair of both.
      expect(JSON.stringify([analytics, project, weather, projects])).not.toContain('"zh-CN":');
    }
  });

  it('mail: the reads and writes as the template makes them and as ours', async () => {
    await api.ok('mia', 'POST', '/api/mail-app/send', {
      to: [samId],
      subject: '通知',
      message: '<p>开会</p>',
      attachmentIds: [],
    });
    const inbox = list(mail.partial().extend({ id: text })).parse(
      await call('GET', '/api/mail-app/mails?folderHandle=inbox'),
    );
    const id = inbox[0]?.id ?? '';
    const one = mail.parse(await call('GET', `/api/mail-app/mail?mailId=${id}`));
    expect(mail.parse(await call('GET', `/api/mail-app/mail?id=${id}`))).toEqual(one);
    for (const path of ['filters', 'labels', 'folders'])
      handled.parse(await call('GET', `/api/mail-app/${path}`));
    await call('POST', '/api/mail-app/update-mail', { ...one, starred: true });
    await call('POST', '/api/mail-app/update-mail', { ids: [id], changes: { starred: false } });
    await call('POST', '/api/mail-app/toggle-label', { selectedMailIds: [id], labelId: 'meeting' });
    await call('POST', '/api/mail-app/toggle-label', { ids: [id], label: 'meeting' });
    await call('POST', '/api/mail-app/set-folder', { selectedMailIds: [id], folderId: 'trash' });
    await call('POST', '/api/mail-app/set-folder', { ids: [id], folder: 'inbox' });
    await call('POST', '/api/mail-app/set-folder', { ids: [id], folder: 'trash' });
    await call('POST', '/api/mail-app/delete-mails', { ids: [id] });
  });

  it('to-do: the reads and writes, remove-todo with the bare id and with { todoId }', async () => {
    const first = todo.parse(await call('POST', '/api/todo-app/new-todo', { title: '准备材料' }));
    const second = todo.parse(await call('POST', '/api/todo-app/new-todo', { title: '联系单位' }));
    list(todo).parse(await call('GET', '/api/todo-app/todos'));
    for (const path of ['filters', 'labels', 'folders'])
      handled.parse(await call('GET', `/api/todo-app/${path}`));
    todo.parse(await call('POST', '/api/todo-app/update-todo', { id: first.id, completed: true }));
    list(todo).parse(await call('GET', '/api/todo-app/todos?folderHandle=done'));
    const [label] = handled.parse(await call('GET', '/api/todo-app/labels'));
    await call('POST', '/api/todo-app/toggle-label', { todoIds: [first.id], labelId: label?.id });
    await call('POST', '/api/todo-app/set-folder', { todoIds: [first.id], folderHandle: 'all' });
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/todo-app/remove-todo',
      headers: {
        authorization: `Bearer ${tokens.get('sam') ?? ''}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: first.id,
    });
    expect(bare.statusCode, bare.body).toBe(200);
    await call('POST', '/api/todo-app/remove-todo', { todoId: second.id });
    await call('POST', '/api/todo-app/delete-todos', { todoIds: [first.id, second.id] });
  });

  it('file manager: the template’s array of files, and our listing', async () => {
    await call('POST', '/api/file-manager-app/folders', { name: '报告' });
    const files = list(file).parse(await call('GET', '/api/file-manager-app/files'));
    expect(files.map((entry) => entry.name)).toContain('报告');
    z.looseObject({ items: list(file) }).parse(await call('GET', '/api/file-manager-app/files?view=listing'));
  });

  it('e-commerce: products, a product, save in both forms, orders and an order', async () => {
    const [first] = list(product).parse(await call('GET', '/api/e-commerce-app/products'));
    const one = product.parse(await call('GET', `/api/e-commerce-app/product?productId=${first?.id}`));
    const template = product.parse(
      await call('POST', '/api/e-commerce-app/product/save', {
        ...one,
        width: '',
        height: '12.5',
        depth: '4',
        weight: '',
      }),
    );
    expect(template).toMatchObject({ id: one.id, width: 0, height: 12.5, depth: 4, weight: 0 });
    product.parse(await call('POST', '/api/e-commerce-app/product/save', { ...template, width: 3 }));
    const [firstOrder] = list(order).parse(await call('GET', '/api/e-commerce-app/orders'));
    order.parse(await call('GET', `/api/e-commerce-app/order?orderId=${firstOrder?.id}`));
  });

  it('scrumboard: boards, board and list and card calls, and the 404 of an unknown board', async () => {
    const created = boardSummary.parse(
      await call('POST', '/api/scrumboard-app/board/new', { board: { name: '调研' } }),
    );
    list(boardSummary).parse(await call('GET', '/api/scrumboard-app/boards'));
    const boardId = created.id;
    expect(
      text.parse(await call('POST', '/api/scrumboard-app/board/rename', { boardId, boardTitle: '专题调研' })),
    ).toBe('专题调研');
    z.looseObject({}).parse(
      await call('POST', '/api/scrumboard-app/board/settings/update', {
        boardId,
        settings: { subscribed: false },
      }),
    );
    const lists = boardLists.parse(
      await call('POST', '/api/scrumboard-app/list/new', { boardId, data: { name: '待办' } }),
    );
    const listId = lists[0]?.id ?? '';
    expect(
      await call('POST', '/api/scrumboard-app/list/rename', { boardId, listId, listTitle: '进行中' }),
    ).toBe('进行中');
    const withCard = board.parse(
      await call('POST', '/api/scrumboard-app/card/new', { boardId, listId, data: { name: '走访' } }),
    );
    const newCard = withCard.cards[0];
    if (!newCard) throw new Error('card/new lost the card');
    card.parse(
      await call('POST', '/api/scrumboard-app/card/update', {
        boardId,
        card: { ...newCard, description: '三个社区' },
      }),
    );
    const order = withCard.lists.map((entry) => ({ id: entry.id, idCards: entry.idCards }));
    boardLists.parse(await call('POST', '/api/scrumboard-app/card/order', { boardId, lists: order }));
    boardLists.parse(await call('POST', '/api/scrumboard-app/list/order', { boardId, lists: order }));
    board.parse(await call('GET', `/api/scrumboard-app/board?boardId=${boardId}`));
    expect(await call('POST', '/api/scrumboard-app/card/remove', { boardId, cardId: newCard.id })).toBe(
      newCard.id,
    );
    expect(await call('POST', '/api/scrumboard-app/list/remove', { boardId, listId })).toBe(true);
    expect(await call('POST', '/api/scrumboard-app/board/delete', { boardId })).toBe(true);
    await api.fails(404, 'sam', 'GET', `/api/scrumboard-app/board?boardId=${boardId}`);
  });

  it('academy: categories, courses without steps, a course, save and update in both forms', async () => {
    list(category).parse(await call('GET', '/api/academy-app/categories'));
    const courses = list(z.looseObject(courseFields)).parse(await call('GET', '/api/academy-app/courses'));
    expect(courses.every((entry) => !('steps' in entry))).toBe(true);
    const one = course.parse(await call('GET', `/api/academy-app/course?courseId=${courses[0]?.id}`));
    course.parse(await call('POST', '/api/academy-app/course/update', { id: one.id, activeStep: 1 }));
    course.parse(
      await call('POST', '/api/academy-app/course/update', { course: { id: one.id, activeStep: 0 } }),
    );
    const saved = course.parse(
      await call('POST', '/api/academy-app/course/save', { ...one, title: `${one.title}（修订）` }),
    );
    course.parse(
      await call('POST', '/api/academy-app/course/save', { course: { ...saved, title: one.title } }),
    );
  });

  it('notes: notes and labels, create/update in both forms, labels and remove', async () => {
    const labels = noteLabels.parse(
      await call('POST', '/api/notes-app/update-labels', { labels: [{ name: 'Field Visits' }] }),
    );
    expect(labels[0]?.handle).toBe('field-visits');
    noteLabels.parse(await call('GET', '/api/notes-app/labels'));
    const template = note.parse(
      await call('POST', '/api/notes-app/create-note', { note: { title: '模板', archive: true } }),
    );
    expect(template.archive).toBe(true);
    const ours = note.parse(
      await call('POST', '/api/notes-app/create-note', { note: { title: '我们', archived: false } }),
    );
    expect(
      note.parse(await call('POST', '/api/notes-app/update-note', { note: { ...template, archive: false } }))
        .archive,
    ).toBe(false);
    note.parse(await call('POST', '/api/notes-app/update-note', { note: { ...ours, archived: true } }));
    list(note).parse(await call('GET', '/api/notes-app/notes'));
    list(note).parse(await call('POST', '/api/notes-app/remove-note', { noteId: template.id }));
  });
});
