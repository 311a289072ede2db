import { hasAccess, type AuthList, type ProposalDetail, type Role } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type Method } from '../../test/client';
import { testDialect } from '../../test/context';
import type { Operation } from '../../test/fuzz-inputs';
import { documentsMediaType, takesFile, validJsonBody, validValue } from '../../test/valid-inputs';
import { NO_OWNER } from '../../test/route-owner-exemptions';
import { CONTENT, PDF, PDF_TYPE, workflowFixture } from '../../test/workflow';

/**
 * Route × role × owner, generated from the OpenAPI document: every /api route with an id in its path,
 * called with the id of an entity that belongs to someone else, by every caller whose role the route
 * admits but who may not see that entity → 403 or 404, and no byte of the entity's data in the answer.
 * Bodies are the smallest valid ones the route's schema accepts, so the visibility check is what answers,
 * not the validation. A new route under a known entity path is covered without touching this file; a
 * route with an id of a new kind fails the walk until it is given entities here or listed in NO_OWNER.
 * Every GET without an id (lists, searches, counts) is read by the same people, searching for the
 * entities' titles: none shows up where its owner's own search finds it.
 */

/** The people of the walk (workflowFixture keys) plus a guest. */
type Person = 'admin' | 'staff' | 'alice' | 'bob' | 'a1' | 'b1' | 'b2' | 'user' | 'leader' | 'guest';
const ROLES_OF: Record<Person, Role[]> = {
  admin: ['admin'],
  staff: ['staff'],
  alice: ['members'],
  bob: ['members'],
  a1: ['undertaker'],
  b1: ['undertaker'],
  /** Unit B's 签发人 (issue 28 §2): signs off B's replies, sees nothing of A's. */
  b2: ['undertaker', 'approver'],
  user: ['user'],
  leader: ['leader'],
  guest: [],
};

/** One entity behind a path's ids: its owner (who sees it) and everyone else who must not. */
interface Entity {
  name: string;
  params: Record<string, string>;
  owner: Person;
  outsiders: readonly Person[];
}

const MARK = `机密${Math.random().toString(36).slice(2, 10)}`;
const admits = (auth: AuthList, person: Person) =>
  auth !== null && auth !== undefined && hasAccess(auth, ROLES_OF[person]);

describe(`route × role × owner (${testDialect()})`, () => {
  const w = workflowFixture();
  let operations: Map<string, Operation>;
  /** Entity kind by the path before its first id: filled in beforeAll. */
  const entities = new Map<RegExp, Entity[]>();

  beforeAll(async () => {
    const ctx = await w.setup([
      ['bob', ['members']],
      ['leader', ['leader']],
      ['b2', ['undertaker', 'approver'], 'B'],
    ]);
    const document = ctx.app.swagger() as { paths?: Record<string, Record<string, Operation>> };
    operations = new Map(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]): [string, Operation] => [
          `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          operation,
        ]),
      ),
    );

    // alice's draft with an attachment: only her own (even staff do not see others' drafts).
    const draft = await w.ok<ProposalDetail>('alice', 'POST', '/api/proposals', {
      ...CONTENT,
      title: `${MARK}草稿`,
    });
    const file = multipart(`${MARK}.pdf`, PDF_TYPE, PDF);
    const attachment = (
      await w.call('alice', 'POST', `/api/proposals/${draft.id}/attachments`, file.payload, file.headers)
    ).json<{ id: string }>();
    // bob's own draft: his id with alice's attachment must not reach it either.
    const bobs = await w.ok<ProposalDetail>('bob', 'POST', '/api/proposals', {
      ...CONTENT,
      title: '别人的草稿',
    });
    // alice's registered proposal, handled by unit A alone: a task and a draft reply of unit A.
    const handled = await w.assigned({ handlingMode: 'single', leadUnitIds: [w.unit('A')] }, `${MARK}立案`);
    const task = await w.acted('a1', await w.myTask('a1', handled.id), { action: 'sign' });
    const reply = task.reply?.id ?? '';
    await w.uploadDocument('a1', reply, `${MARK}答复.pdf`);
    // alice's mail attachment, uploaded for a mail not sent yet: hers alone.
    const mailFile = multipart(`${MARK}邮件.pdf`, PDF_TYPE, PDF);
    const mailAttachment = (
      await w.call('alice', 'POST', '/api/mail-app/attachments', mailFile.payload, mailFile.headers)
    ).json<{ id: string }>();
    // alice's scrumboard board (its ids travel in the query and body, not the path): only its members
    // list it, so the list walk below must not show its title to anyone else.
    await w.ok('alice', 'POST', '/api/scrumboard-app/board/new', { board: { name: `${MARK}草稿` } });
    // alice's file in her file manager: hers alone, whatever the role.
    const managed = multipart(`${MARK}.pdf`, PDF_TYPE, PDF);
    const managedFile = (
      await w.call('alice', 'POST', '/api/file-manager-app/files', managed.payload, managed.headers)
    ).json<{ id: string }>();
    // Unit A's consultation (面商) with alice: hers and unit A's, staff oversee it.
    const consultation = await w.ok<{ id: string }>('a1', 'POST', `/api/tasks/${task.id}/consultations`, {
      format: 'talk',
      slots: [
        {
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
          durationMinutes: 60,
          remote: false,
          place: `${MARK}会议室`,
          agenda: '办理思路',
        },
      ],
    });
    // A selection (评选) in its vote, alice its one voter: members and others not chosen see nothing of it.
    const voters = await w.ok<{ items: { id: string; displayName: string }[] }>(
      'staff',
      'GET',
      '/api/selections/voter-options',
    );
    let selection = await w.ok<{ id: string; version: number; candidates: { id: string }[] }>(
      'staff',
      'POST',
      '/api/selections',
      {
        kind: 'excellent_proposal',
        title: `${MARK}评选`,
        quota: 1,
        votingClosesAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    );
    selection = await w.ok('staff', 'POST', `/api/selections/${selection.id}/candidates`, {
      version: selection.version,
      proposalId: handled.id,
    });
    selection = await w.ok('staff', 'PUT', `/api/selections/${selection.id}/voters`, {
      version: selection.version,
      userIds: voters.items.filter((person) => person.displayName === '测试alice').map((person) => person.id),
    });
    selection = await w.ok('staff', 'POST', `/api/selections/${selection.id}/open-voting`, {
      version: selection.version,
    });
    // alice's private saved view of the list the list walk reads (its first): hers alone.
    const savedView = await w.ok<{ id: string }>('alice', 'POST', '/api/saved-views', {
      listId: 'proposals.staff',
      name: `${MARK}草稿`,
      params: {},
      columns: [],
    });
    const notifications = await w.ok<{ items: { id: string }[] }>('a1', 'GET', '/api/notifications');
    const notification = notifications.items[0]?.id ?? '';

    const draftOutsiders = ['bob', 'staff', 'admin', 'a1', 'b1', 'user', 'leader', 'guest'] as const;
    entities.set(/^\/api\/proposals\/:id\/attachments\/:attachmentId/, [
      {
        name: "alice's draft's attachment",
        params: { id: draft.id, attachmentId: attachment.id },
        owner: 'alice',
        outsiders: draftOutsiders,
      },
      {
        name: "alice's attachment through bob's draft",
        params: { id: bobs.id, attachmentId: attachment.id },
        owner: 'alice',
        outsiders: ['bob'],
      },
    ]);
    entities.set(/^\/api\/proposals\/:id/, [
      { name: "alice's draft", params: { id: draft.id }, owner: 'alice', outsiders: draftOutsiders },
      {
        name: "alice's proposal handled by unit A",
        params: { id: handled.id },
        owner: 'alice',
        outsiders: ['bob', 'b1', 'user', 'leader', 'guest'],
      },
    ]);
    entities.set(/^\/api\/attachments\/:id/, [
      {
        name: "alice's draft's attachment",
        params: { id: attachment.id },
        owner: 'alice',
        outsiders: draftOutsiders,
      },
    ]);
    entities.set(/^\/api\/tasks\/:id/, [
      {
        name: "unit A's task",
        params: { id: task.id },
        owner: 'a1',
        outsiders: ['b1', 'b2', 'alice', 'bob', 'user', 'leader', 'guest'],
      },
    ]);
    entities.set(/^\/api\/(public\/)?replies\/:id/, [
      {
        name: "unit A's draft reply",
        params: { id: reply },
        owner: 'a1',
        outsiders: ['b1', 'b2', 'alice', 'bob', 'user', 'leader', 'guest'],
      },
    ]);
    entities.set(/^\/api\/notifications\/:id/, [
      {
        name: "a1's notification",
        params: { id: notification },
        owner: 'a1',
        outsiders: ['b1', 'alice', 'bob', 'staff', 'admin', 'user', 'leader'],
      },
    ]);
    entities.set(/^\/api\/mail-app\/attachments\/:id/, [
      {
        name: "alice's mail attachment",
        params: { id: mailAttachment.id },
        owner: 'alice',
        outsiders: ['bob', 'staff', 'admin', 'a1', 'b1', 'user', 'leader', 'guest'],
      },
    ]);
    entities.set(/^\/api\/file-manager-app\/(files|items)\/:id/, [
      {
        name: "alice's file manager file",
        params: { id: managedFile.id },
        owner: 'alice',
        outsiders: ['bob', 'staff', 'admin', 'a1', 'b1', 'user', 'leader', 'guest'],
      },
    ]);
    entities.set(/^\/api\/consultations\/:id/, [
      {
        name: "unit A's consultation with alice",
        params: { id: consultation.id },
        owner: 'a1',
        outsiders: ['b1', 'bob', 'user', 'leader', 'guest'],
      },
    ]);
    entities.set(/^\/api\/selections\/:id/, [
      {
        name: 'a selection in its vote with alice as its voter',
        params: { id: selection.id, candidateId: selection.candidates[0]?.id ?? '' },
        owner: 'alice',
        outsiders: ['bob', 'a1', 'b1', 'user', 'leader', 'guest'],
      },
    ]);
    // alice's duty record (委员履职档案): hers and staff's; another member reads only their own.
    entities.set(/^\/api\/duty-records\/:memberId/, [
      {
        name: "alice's duty record",
        params: { memberId: draft.firstProposer.id },
        owner: 'alice',
        outsiders: ['bob'],
      },
    ]);
    entities.set(/^\/api\/saved-views\/:id/, [
      { name: "alice's saved view", params: { id: savedView.id }, owner: 'alice', outsiders: draftOutsiders },
    ]);
    const ids = {
      savedView: savedView.id,
      managedFile: managedFile.id,
      consultation: consultation.id,
      selection: selection.id,
      mailAttachment: mailAttachment.id,
      draft: draft.id,
      attachment: attachment.id,
      handled: handled.id,
      task: task.id,
      reply,
      notification,
    };
    expect(Object.entries(ids).filter(([, id]) => !id)).toEqual([]);
  }, 120_000);
  afterAll(() => w.close());

  const idRoutes = () =>
    w
      .context()
      .app.apiRoutes.filter((route) => route.url.includes('/:'))
      .map((route) => ({ ...route, entities: [...entities].find(([path]) => path.test(route.url))?.[1] }));

  it('knows, for every route with an id, whose entity it is — or why it has no owner', () => {
    const unknown = idRoutes()
      .filter((route) => route.entities === undefined && !(route.url in NO_OWNER))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      unknown,
      'give these routes an entity owned by someone else in route-owners.test.ts (entities), or list them in NO_OWNER with the reason',
    ).toEqual([]);
  });

  function send(person: Person, method: Method, url: string, operation: Operation) {
    if (takesFile(operation)) {
      const file = multipart('notes.pdf', PDF_TYPE, PDF);
      return w.call(person, method, url, file.payload, file.headers);
    }
    const body = validJsonBody(operation);
    return w.call(person, method, url, method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}));
  }

  it('answers 403 or 404, and nothing of the entity, to everyone but its owner', async () => {
    const failures: string[] = [];
    let checked = 0;
    let ownerReads = 0;
    for (const route of idRoutes()) {
      if (!route.entities) continue;
      for (const entity of route.entities) {
        const url = route.url.replace(/:(\w+)/g, (_m, name: string) => entity.params[name] ?? '');
        const method = route.method as Method;
        const operation = operations.get(`${method} ${route.url}`);
        if (!operation) {
          failures.push(`${method} ${route.url} is not in the OpenAPI document`);
          continue;
        }
        // The ids are real: the owner reads what the outsiders are refused, in a documented media type.
        if (method === 'GET' && admits(route.auth, entity.owner)) {
          const own = await send(entity.owner, method, url, operation);
          ownerReads += 1;
          if (own.statusCode !== 200 || !documentsMediaType(operation, own))
            failures.push(
              `${method} ${route.url} (${entity.name}) as its owner ${entity.owner}: ${own.statusCode} ${String(own.headers['content-type'])}`,
            );
        }
        for (const person of entity.outsiders) {
          if (route.auth === null ? false : !admits(route.auth, person)) continue; // route × role covers it
          const response = await send(person, method, url, operation);
          checked += 1;
          const status = response.statusCode;
          if (status !== 403 && status !== 404)
            failures.push(
              `${method} ${route.url} (${entity.name}) as ${person}: ${status} ${response.body.slice(0, 160)}`,
            );
          else if (!operation.responses?.[status])
            failures.push(`${method} ${route.url} as ${person}: ${status} is not in its OpenAPI responses`);
          else if (response.body.includes(MARK))
            failures.push(
              `${method} ${route.url} (${entity.name}) as ${person}: the refusal names the entity`,
            );
        }
      }
    }
    console.log(`route × role × owner: ${checked} refusals checked, ${ownerReads} owner reads`);
    expect(failures).toEqual([]);
    expect(ownerReads).toBeGreaterThanOrEqual(8);
    expect(checked).toBeGreaterThanOrEqual(100);
  }, 180_000);
  /** What each person must never read in any list or search: the titles and file names of others. */
  const HIDDEN_FROM: Partial<Record<Person, string[]>> = {
    staff: [`${MARK}草稿`, `${MARK}.pdf`],
    admin: [`${MARK}草稿`, `${MARK}.pdf`],
    a1: [`${MARK}草稿`, `${MARK}.pdf`],
    ...Object.fromEntries(
      (['bob', 'b1', 'user', 'leader', 'guest'] as const).map((person) => [
        person,
        [`${MARK}草稿`, `${MARK}立案`, `${MARK}.pdf`],
      ]),
    ),
  };

  const SEARCH_PARAMETERS = ['q', 'title', 'keyword', 'search'];
  /** The search parameters look for the marked titles; other required ones get a valid value. */
  function searchingQuery(operation: Operation): string {
    const parts = (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .flatMap((parameter) => {
        const schema = parameter.schema;
        const text = SEARCH_PARAMETERS.includes(parameter.name);
        if (!text && !parameter.required) return [];
        return [`${parameter.name}=${encodeURIComponent(String(text ? MARK : validValue(schema)))}`];
      });
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  }

  it("never lists or finds the others' entities: every GET without an id, searching for them", async () => {
    const failures: string[] = [];
    let checked = 0;
    const ownerFinds: string[] = [];
    for (const route of w.context().app.apiRoutes) {
      if (route.method !== 'GET' || route.url.includes('/:') || route.url === '/api/realtime') continue;
      const operation = operations.get(`GET ${route.url}`);
      if (!operation) continue; // the first test reports routes missing from the document
      const url = `${route.url}${searchingQuery(operation)}`;
      // The searches are real: the owner finds her draft where the others must not.
      if (route.auth !== null && admits(route.auth, 'alice')) {
        const own = await w.call('alice', 'GET', url);
        if (own.body.includes(`${MARK}草稿`)) ownerFinds.push(route.url);
      }
      for (const [person, hidden] of Object.entries(HIDDEN_FROM) as [Person, string[]][]) {
        if (route.auth !== null && !admits(route.auth, person)) continue;
        const response = await w.call(person, 'GET', url);
        checked += 1;
        if (response.statusCode >= 500) failures.push(`GET ${url} as ${person}: ${response.statusCode}`);
        const seen = hidden.filter((text) => response.body.includes(text));
        if (seen.length > 0) failures.push(`GET ${url} as ${person}: shows ${seen.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    console.log(`lists: ${checked} reads checked; the owner finds her draft on ${ownerFinds.join(', ')}`);
    expect(checked).toBeGreaterThanOrEqual(50);
    expect(ownerFinds.length).toBeGreaterThanOrEqual(2);
  });
});
