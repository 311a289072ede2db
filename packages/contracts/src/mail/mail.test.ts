import { describe, expect, it } from 'vitest';
import { forwardSubject, mayMoveTo, replySubject } from './catalog';
import { mailListQuerySchema, mailSendBodySchema, mailUpdateBodySchema } from './mail';

const messageOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('mail contract', () => {
  it('moves mail only where its origin allows', () => {
    expect(mayMoveTo('inbox', 'spam')).toBe(true);
    expect(mayMoveTo('inbox', 'trash')).toBe(true);
    expect(mayMoveTo('sent', 'inbox')).toBe(false);
    expect(mayMoveTo('sent', 'spam')).toBe(false);
    expect(mayMoveTo('drafts', 'sent')).toBe(false);
    expect(mayMoveTo('drafts', 'drafts')).toBe(true);
  });

  it('prefixes reply and forward subjects once', () => {
    expect(replySubject('关于养老服务的提案')).toBe('Re: 关于养老服务的提案');
    expect(replySubject('RE: x')).toBe('RE: x');
    expect(forwardSubject('x')).toBe('Fwd: x');
    expect(forwardSubject('Fw: x')).toBe('Fw: x');
  });

  it('names the field of bad input', () => {
    expect(
      messageOf(mailSendBodySchema.safeParse({ to: [], subject: '', message: '', attachmentIds: [] })),
    ).toEqual([['to', 'mail.recipientRequired']]);
    expect(messageOf(mailListQuerySchema.safeParse({ folder: 'inbox', filter: 'starred' }))).toEqual([
      ['label', 'mail.oneView'],
    ]);
    expect(messageOf(mailUpdateBodySchema.safeParse({ ids: ['a'], changes: {} }))).toEqual([
      ['changes', 'mail.nothingToChange'],
    ]);
    expect(mailListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });
});
