import type { Contact, Note } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { createTestContext, testDialect, type TestContext } from '../../test/context';
import { PNG } from '../../test/workflow';
import { signPicturePath, withoutSignature } from './picture-links';

/**
 * Pictures behind the session (issue 32): the API presents a picture's address signed and expiring; the
 * picture route serves a valid link or the uploader's own token, and nothing else.
 */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;
const SIGNED = /^(\/api\/[a-z/-]+\/[0-9a-f-]{36})\?exp=(\d+)&sig=([A-Za-z0-9_-]+)$/;

const get = (url: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const upload = async (who: string, route: string) => {
  const file = multipart('photo.png', 'image/png', PNG);
  const response = await api.call(who, 'POST', route, file.payload, file.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
};
const bare = (url: string) => withoutSignature(url);
const idOf = (url: string) => bare(url).split('/').pop() ?? '';

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const people = {
    ann: await createUser(ctx, ['members']),
    bob: await createUser(ctx, ['members']),
    sam: await createUser(ctx, ['staff']),
  };
  for (const [name, user] of Object.entries(people)) tokens.set(name, await tokenFor(ctx, user));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe(`picture links (${testDialect()})`, () => {
  it("a private note's picture: the owner's signed link works; none, forged, expired or another's do not", async () => {
    const uploaded = await upload('ann', '/api/notes-app/image');
    expect(uploaded).toMatch(SIGNED);
    const shown = await get(uploaded);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG)).toBe(true);

    // Saved with the signed address the upload gave: stored bare, presented signed again.
    const note = await api.ok<Note>('ann', 'POST', '/api/notes-app/create-note', {
      note: { title: '现场照片', image: uploaded },
    });
    expect(note.image).toMatch(SIGNED);
    const stored = await ctx.db.kysely
      .selectFrom('notes')
      .select('image')
      .where('id', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(stored.image).toBe(bare(uploaded));

    const path = bare(uploaded);
    const [, , exp = '', sig = ''] = SIGNED.exec(uploaded) ?? [];
    const forgedSig = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const later = String(Number(exp) + 3600);
    const past = Date.now() - 24 * 60 * 60 * 1000;
    const expired = signPicturePath(ctx.config.jwtSecret, 'note_image', idOf(path), path, past);
    const otherKey = signPicturePath('another-secret-0123456789abcdef', 'note_image', idOf(path), path);
    const otherKind = signPicturePath(ctx.config.jwtSecret, 'profile_picture', idOf(path), path);
    for (const url of [
      path,
      `${path}?exp=${exp}`,
      `${path}?sig=${sig}`,
      `${path}?exp=${exp}&sig=${forgedSig}`,
      `${path}?exp=${later}&sig=${sig}`,
      `${path}?exp=abc&sig=${sig}`,
      expired,
      otherKey,
      otherKind,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    }

    // The owner's session opens it bare (an API client); another user's does not.
    expect((await get(path, tokens.get('ann'))).statusCode).toBe(200);
    expect((await get(path, tokens.get('bob'))).statusCode).toBe(404);
    // A valid link to a picture that is not there: 404, as a made-up one without a link.
    const missing = '/api/notes-app/images/00000000-0000-4000-8000-000000000000';
    const missingId = idOf(missing);
    expect(
      (await get(signPicturePath(ctx.config.jwtSecret, 'note_image', missingId, missing))).statusCode,
    ).toBe(404);
    expect((await get(missing, tokens.get('ann'))).statusCode).toBe(404);
  });

  it("never signs another user's private picture, wherever they put its address", async () => {
    const anns = bare(await upload('ann', '/api/notes-app/image'));
    const bobs = await api.ok<Note>('bob', 'POST', '/api/notes-app/create-note', {
      note: { title: '借用', image: anns },
    });
    expect(bobs.image).toBe(anns);
    const listed = await api.ok<Note[]>('bob', 'GET', '/api/notes-app/notes');
    expect(listed.find((note) => note.id === bobs.id)?.image).toBe(anns);
    expect((await get(anns)).statusCode).toBe(404);

    const avatar = bare(await upload('ann', '/api/contacts-app/avatar'));
    const contacts = await api.ok<Contact[]>('bob', 'POST', '/api/contacts-app/add-contact', {
      newContact: { name: '借来的头像', avatar },
    });
    expect(contacts.find((contact) => contact.name === '借来的头像')?.avatar).toBe(avatar);
    expect((await get(avatar)).statusCode).toBe(404);
  });

  it("an avatar is signed for whoever the API shows it to; a product's picture stays public", async () => {
    const avatar = await upload('ann', '/api/profile/avatar');
    expect(avatar).toMatch(SIGNED);
    const updated = await api.call('ann', 'POST', '/api/auth/user/update', {
      user: { data: { photoURL: avatar } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const stored = await ctx.db.kysely
      .selectFrom('users')
      .select('photoUrl')
      .where('photoUrl', 'like', '/api/profile/pictures/%')
      .execute();
    expect(stored.map((row) => row.photoUrl)).toEqual([bare(avatar)]);

    const contacts = await api.call('sam', 'GET', '/api/chat/contacts');
    expect(contacts.statusCode, contacts.body).toBe(200);
    const seen = new RegExp(`${bare(avatar).replaceAll('/', '\\/')}\\?exp=\\d+&sig=[A-Za-z0-9_-]+`).exec(
      contacts.body,
    );
    expect(seen, 'staff see the member’s avatar signed').not.toBeNull();
    expect((await get(seen?.[0] ?? '')).statusCode).toBe(200);
    expect((await get(bare(avatar))).statusCode).toBe(404);

    const product = await upload('sam', '/api/e-commerce-app/product-image');
    expect(product).toMatch(/^\/api\/e-commerce-app\/images\/[0-9a-f-]{36}$/);
    expect((await get(product)).statusCode).toBe(200);
  });
});
