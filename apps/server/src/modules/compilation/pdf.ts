import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The compilation's PDF, made from its DOCX by LibreOffice (`soffice --headless --convert-to pdf`) when the
 * server has it — Debian's `libreoffice-writer-nogui`. Without it the compilation offers Word only and the
 * page says so. Each conversion runs with its own LibreOffice profile in a temporary directory, so two at
 * once (two runs, two servers on one machine) do not share a lock.
 */
const CONVERT_TIMEOUT_MS = 10 * 60_000;

let found: Promise<string | null> | undefined;

/** The soffice binary on PATH (looked up once), or null. */
export function sofficePath(): Promise<string | null> {
  found ??= (async () => {
    for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
      const candidate = path.join(dir, 'soffice');
      try {
        await fs.access(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
    return null;
  })();
  return found;
}

/** Converts a DOCX to PDF with LibreOffice; rejects when the conversion fails or makes no file. */
export async function convertToPdf(soffice: string, docx: Buffer): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cppcc-compilation-'));
  try {
    const input = path.join(dir, 'compilation.docx');
    await fs.writeFile(input, docx);
    await new Promise<void>((resolve, reject) => {
      execFile(
        soffice,
        [
          `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
          '--headless',
          '--norestore',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          input,
        ],
        { timeout: CONVERT_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
        (error) =>
          error ? reject(new Error(`soffice failed: ${error.message}`, { cause: error })) : resolve(),
      );
    });
    return await fs.readFile(path.join(dir, 'compilation.pdf'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
