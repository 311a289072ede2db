import { inflateRawSync } from 'node:zlib';

/** Why an archive is refused before any reader unpacks it. */
export type ZipRefusal = 'damaged' | 'notWord' | 'unpackedTooLarge';

export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`Word import refused: ${reason}`);
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** More parts than any real Word document has: a directory this long is an attack, not a form. */
const MAX_ENTRIES = 2000;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/**
 * Unpacks every part of the archive with a hard cap on the bytes produced (zlib's maxOutputLength), so a
 * zip bomb stops at `maxUnpacked` instead of filling memory — whatever sizes its directory declares. Only
 * once this passed does the Word reader (mammoth, which trusts the directory) open the same bytes: it can
 * then produce no more than was counted here. Also refuses what is not a Word document (no
 * word/document.xml) and archives too damaged to read.
 */
export function checkWordArchive(
  bytes: Buffer,
  maxUnpacked: number,
  /** The part the archive must hold (an Excel import asks for `xl/workbook.xml`). */
  requiredPart = 'word/document.xml',
): void {
  const entries = directoryOf(bytes);
  if (!entries.some((entry) => entry.name === requiredPart)) throw new ZipRefused('notWord');
  let unpacked = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    unpacked += unpackedSize(bytes, entry, maxUnpacked - unpacked);
  }
}

function directoryOf(bytes: Buffer): Entry[] {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  // ZIP64 (0xffff / 0xffffffff markers) is for archives far beyond the upload limit.
  if (count === 0xffff || start === 0xffffffff || start + size > end) throw new ZipRefused('damaged');
  if (count > MAX_ENTRIES) throw new ZipRefused('unpackedTooLarge');
  const entries: Entry[] = [];
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipRefused('damaged');
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end-of-directory record: 22 bytes, followed by a comment of at most 65,535 bytes. */
function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipRefused('damaged');
}

/** The part's unpacked size, refusing once it passes `room` (the cap left) or when it cannot be read. */
function unpackedSize(bytes: Buffer, entry: Entry, room: number): number {
  const header = entry.localOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER)
    throw new ZipRefused('damaged');
  const dataStart = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > bytes.length) throw new ZipRefused('damaged');
  const data = bytes.subarray(dataStart, dataEnd);
  if (entry.method === STORED) {
    if (data.length > room) throw new ZipRefused('unpackedTooLarge');
    return data.length;
  }
  if (entry.method !== DEFLATED) throw new ZipRefused('damaged');
  let size: number;
  try {
    // One byte over the room tells "too large" from "exactly full".
    size = inflateRawSync(data, { maxOutputLength: room + 1 }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ZipRefused('unpackedTooLarge');
    throw new ZipRefused('damaged');
  }
  if (size > room) throw new ZipRefused('unpackedTooLarge');
  return size;
}
