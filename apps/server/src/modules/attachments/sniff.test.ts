import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { contentMatches, readHead } from './sniff';

const text = (value: string) => Buffer.from(value, 'latin1');

describe('content sniffing', () => {
  it.each([
    ['pdf', text('%PDF-1.7\n')],
    ['PDF', text('%PDF-1.4')],
    ['docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14])],
    ['xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
    ['gif', text('GIF89a')],
    ['webp', text('RIFF\x10\x00\x00\x00WEBPVP8 ')],
    ['txt', Buffer.from('会议纪要\r\n\t第一项', 'utf8')],
    ['txt', Buffer.alloc(0)],
  ])('accepts a %s that starts as one', (extension, head) =>
    expect(contentMatches(extension, head)).toBe(true),
  );

  it.each([
    ['pdf', text('<html><script>')],
    ['pdf', text('%PD')],
    ['docx', text('%PDF-1.7')],
    ['png', Buffer.from([0xff, 0xd8, 0xff])],
    ['webp', text('RIFF\x10\x00\x00\x00AVI ')],
    ['exe', text('MZ')],
    ['txt', text('MZ\x90\x00\x03')],
    ['txt', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
    ['jpg', Buffer.alloc(0)],
  ])('refuses a %s that does not', (extension, head) => expect(contentMatches(extension, head)).toBe(false));

  it('reads only the head of a long stream', async () => {
    const stream = Readable.from([text('%PDF'), text('-1.7 and a long body'), text('never read')]);
    expect((await readHead(stream, 6)).toString('latin1')).toBe('%PDF-1');
    expect(stream.destroyed).toBe(true);
  });
});
