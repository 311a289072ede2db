import { deflateSync } from 'node:zlib';

/**
 * A demo note's picture, drawn here so the seed needs no binary file: a PNG of a sky over red and gold
 * bands (the colours of the committee's hall), sized like a phone photo's thumbnail.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG drawn pixel by pixel: `colorAt` gives each pixel's RGB (the seed's pictures need no binary file). */
export function drawPng(width: number, height: number, colorAt: (x: number, y: number) => number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(colorAt(x, y), 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function demoNotePicture(width = 480, height = 270): Buffer {
  return drawPng(width, height, (x, y) => {
    const t = y / height;
    const band = t > 0.72 ? [178, 34, 34] : t > 0.64 ? [212, 175, 55] : [120 + 80 * t, 170 + 60 * t, 235];
    const shade = 0.9 + 0.1 * Math.sin((x / width) * Math.PI);
    return band.map((value) => Math.round(value * shade));
  });
}
