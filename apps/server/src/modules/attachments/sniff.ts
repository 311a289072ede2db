import type { Readable } from 'node:stream';

/**
 * The first bytes each allowed file type starts with. The name and the declared type are the sender's word;
 * the bytes are what a viewer or office program will read, so a file must begin as its extension says.
 */
const SIGNATURES: Readonly<Record<string, readonly (readonly (number | null)[])[]>> = {
  pdf: [bytes('%PDF-')],
  // Office Open XML files are ZIP archives; the old binary formats are OLE compound files.
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [bytes('GIF87a'), bytes('GIF89a')],
  // RIFF <size> WEBP: the four size bytes may be anything.
  webp: [[...bytes('RIFF'), null, null, null, null, ...bytes('WEBP')]],
};

function bytes(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

export const SNIFF_LENGTH = 12;

/** Extensions of plain text: no signature, so the head must hold no control bytes but tab and line ends. */
const TEXT_EXTENSIONS = new Set(['txt']);
const isTextByte = (byte: number) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** Whether `head` (the file's first bytes) fits the extension; an extension without a signature fails. */
export function contentMatches(extension: string, head: Uint8Array): boolean {
  // Binary files (an executable, a ZIP, an image) start with control bytes; text never does.
  if (TEXT_EXTENSIONS.has(extension.toLowerCase())) return head.every(isTextByte);
  const signatures = SIGNATURES[extension.toLowerCase()] ?? [];
  return signatures.some(
    (signature) =>
      head.length >= signature.length &&
      signature.every((byte, index) => byte === null || head[index] === byte),
  );
}

/** The first `length` bytes of a stream (fewer when it is shorter); the stream is closed after. */
export async function readHead(stream: Readable, length = SNIFF_LENGTH): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= length) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, length);
}
