import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { i18nBundle } from '../i18n';
import { MessageBubble } from './MessageBubble';

const message = { who: 'me', message: '明天见', time: '2026-11-28T10:00:00.000Z' };

/** The bubble's markup in a language, with the chat texts loaded. */
const render = (lng: 'zh-CN' | 'en', props: Partial<Parameters<typeof MessageBubble>[0]> = {}) =>
  renderStatic(<MessageBubble message={message} mine language={lng} {...props} />, lng, [i18nBundle]);

/** The markup's visible text, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a message of mine in the dialog', () => {
  it('shows its time once stored', async () => {
    const html = await render('zh-CN');
    expect(html).toContain('data-state="sent"');
    expect(html).toContain('dateTime="2026-11-28T10:00:00.000Z"');
    expect(text(html)).toMatch(/^明天见 2026年11月2[89]日 \d{1,2}:\d{2}$/);
    expect(html).not.toContain('aria-busy');
    expect(text(html)).not.toMatch(/发送中|未发送/);
  });

  it('shows pending (busy, "sending") until acknowledged, in both languages', async () => {
    const zh = await render('zh-CN', { state: 'pending' });
    expect(zh).toContain('data-state="pending"');
    expect(zh).toContain('aria-busy="true"');
    expect(text(zh)).toBe('明天见 发送中…');
    expect(text(await render('en', { state: 'pending' }))).toBe('明天见 Sending…');
  });

  it('shows failed with why and a button to send it again, in both languages', async () => {
    const zh = await render('zh-CN', { state: 'failed', failure: '不能与该联系人聊天' });
    expect(zh).toContain('data-state="failed"');
    expect(zh).toContain('role="alert"');
    expect(zh).not.toContain('<time');
    expect(text(zh)).toBe('明天见 未发送：不能与该联系人聊天 重新发送');
    expect(zh).toMatch(/<button[^>]*>重新发送/);

    const en = await render('en', { state: 'failed' });
    expect(text(en)).toBe('明天见 Not sent Send again');
    expect(en).toMatch(/<button[^>]*>Send again/);
  });
});
