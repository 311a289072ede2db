import type { ChatMessage, RealtimeServerEvent } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import type { ChatPerson } from '../../test/chat';
import { chatSocketSuite } from '../../test/chat-socket';
import type { RealtimeClient } from '../realtime/testing';

type Event<T extends RealtimeServerEvent['type']> = Extract<RealtimeServerEvent, { type: T }>;
const is =
  <T extends RealtimeServerEvent['type']>(type: T, where: (event: Event<T>) => boolean = () => true) =>
  (event: RealtimeServerEvent): event is Event<T> =>
    event.type === type && where(event as Event<T>);

/** Sending over the realtime socket (issue 33 §3): `chat.send` answered by `chat.sent` once committed. */
describe('chat.send over the realtime socket', () => {
  const suite = chatSocketSuite();
  const { id, openChat, connect, unreadOf } = suite;
  let clientIds = 0;
  /** Sends and waits for this send's answer (sent or refused). */
  const send = async (client: RealtimeClient, chatId: string, contactId: string, message: string) => {
    const clientId = `c${(clientIds += 1)}`;
    client.send({ type: 'chat.send', clientId, chatId, contactId, message: { message } });
    return client.next(
      (event): event is Event<'chat.sent'> | Event<'chat.refused'> =>
        (event.type === 'chat.sent' || event.type === 'chat.refused') && event.clientId === clientId,
    );
  };
  const stored = async (who: ChatPerson, chatId: string) =>
    (await suite.api.ok<{ items: ChatMessage[] }>(who, 'GET', `/api/chat/messages?chatId=${chatId}&limit=50`))
      .items;
  it('acknowledges a stored message with the stored message alone, before its echo', async () => {
    const chatId = await openChat('staff', 'clerkB');
    const staff = await connect('staff');
    const staffTab2 = await connect('staff');
    const clerk = await connect('clerkB');
    const answer = await send(staff, chatId, id('clerkB'), '  明天上午开会  ');
    expect(answer).toMatchObject({
      type: 'chat.sent',
      chatId,
      contactId: id('clerkB'),
      message: { who: id('staff'), message: '明天上午开会' },
    });
    if (answer.type !== 'chat.sent') return;
    expect(Object.keys(answer).sort()).toEqual(['chatId', 'clientId', 'contactId', 'message', 'type']);
    // Acknowledged means committed: it is read back at once, with the acknowledged time.
    expect(await stored('clerkB', chatId)).toEqual([answer.message]);
    const received = await clerk.next(is('chat.message', (e) => e.message.time === answer.message.time));
    expect(received).toMatchObject({ chatId, contactId: id('staff'), unread: 1, message: answer.message });
    await staffTab2.next(is('chat.message', (e) => e.message.time === answer.message.time && e.unread === 0));
    // The sending socket hears its acknowledgement first, then the echo its other tabs get.
    const echo = await staff.next(is('chat.message', (e) => e.message.time === answer.message.time));
    expect(staff.events.indexOf(answer)).toBeLessThan(staff.events.indexOf(echo));
  });

  it('refuses a blank message, a foreign chat and a wrong contact, storing nothing', async () => {
    const chatId = await openChat('staff', 'admin');
    const staff = await connect('staff');
    const other = await connect('otherMember');
    expect(await send(staff, chatId, id('admin'), '   ')).toMatchObject({
      type: 'chat.refused',
      error: 'error.badRequest',
    });
    expect(await send(other, chatId, id('admin'), '你好')).toMatchObject({
      type: 'chat.refused',
      error: 'chat.chatUnknown',
    });
    expect(await send(staff, chatId, id('member'), '你好')).toMatchObject({
      type: 'chat.refused',
      error: 'chat.contactMismatch',
    });
    expect(await stored('admin', chatId)).toEqual([]);
  });

  it('stores a burst from both sides and several chats once each, counting unread as one by one', async () => {
    const withMember = await openChat('staff', 'member');
    const withClerk = await openChat('staff', 'clerkA');
    const staff = await connect('staff');
    const member = await connect('member');
    const sends = [
      ...Array.from({ length: 20 }, (_, index) => send(staff, withMember, id('member'), `委员${index}`)),
      ...Array.from({ length: 10 }, (_, index) => send(member, withMember, id('staff'), `回复${index}`)),
      ...Array.from({ length: 8 }, (_, index) => send(staff, withClerk, id('clerkA'), `承办${index}`)),
    ];
    const answers = await Promise.all(sends);
    expect(answers.map((answer) => answer.type)).toEqual(Array<string>(sends.length).fill('chat.sent'));

    const dialog = await stored('member', withMember);
    expect(dialog).toHaveLength(30);
    expect(new Set(dialog.map((message) => message.time)).size).toBe(30);
    expect([...dialog].sort((a, b) => (a.time < b.time ? -1 : 1))).toEqual(dialog);
    const acknowledged = answers.flatMap((answer) => (answer.type === 'chat.sent' ? [answer.message] : []));
    expect(dialog.every((message) => acknowledged.some((a) => a.time === message.time))).toBe(true);
    expect(await stored('clerkA', withClerk)).toHaveLength(8);

    // Replayed in stored order: each of staff's messages raises the member's count, a reply clears it.
    let count = 0;
    const expected = new Map<string, number>();
    for (const message of dialog) {
      if (message.who === id('staff')) expected.set(message.time, (count += 1));
      else count = 0;
    }
    for (const [time, unread] of expected)
      await member.next(is('chat.message', (e) => e.message.time === time && e.unread === unread));
    expect(await unreadOf('member', 'staff')).toBe(count);
    expect(await unreadOf('clerkA', 'staff')).toBe(8);
  });
});
