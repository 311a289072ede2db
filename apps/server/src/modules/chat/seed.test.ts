import { demoAccount } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { chatService } from './service';

describe('chat demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  });
  afterAll(() => t.cleanup());

  const idOf = async (key: 'staff' | 'member' | 'undertaker') =>
    (
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccount(key).email)
        .executeTakeFirstOrThrow()
    ).id;

  it('writes conversations between the demo accounts through the chat service', async () => {
    const chat = chatService(t.db.kysely);
    const [staff, member, undertaker] = await Promise.all([
      idOf('staff'),
      idOf('member'),
      idOf('undertaker'),
    ]);
    expect((await chat.user({ id: staff })).chatList.map((entry) => entry.contactId).sort()).toEqual(
      [member, undertaker].sort(),
    );
    const clerkContacts = await chat.contacts({ id: undertaker });
    // Newest conversation first, with the member's last message still unread.
    expect(clerkContacts[0]).toMatchObject({ id: member, unread: 1 });
    expect(clerkContacts[1]).toMatchObject({ id: staff });
    expect(clerkContacts[1]?.unread).toBeUndefined();
    const { chat: dialog } = await chat.getChat({ id: member }, undertaker);
    expect(dialog.dialog).toHaveLength(4);
    expect(dialog.dialog[0]?.who).toBe(undertaker);
  });
});
