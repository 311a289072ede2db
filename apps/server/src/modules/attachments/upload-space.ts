import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { payloadTooLarge } from '../../http/errors';
import { lockUser, spaceUsed } from './upload-space-repository';

/**
 * Each user's upload space (FILE_MANAGER_QUOTA_MB): one quota over everything they upload — file manager
 * files, mail files, proposal attachments and reply documents, pictures. Checked twice: before the file is
 * read (what is left bounds what the storage takes, receiveFile), and in the transaction that records it.
 */

const MB = 1024 * 1024;

/** Megabytes with one decimal, for the quota message. */
export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** 413 naming what is used, the quota and what the file needs. */
export function quotaReached(used: number, quotaBytes: number, size: number) {
  return payloadTooLarge('file.quotaReached', {
    params: { used: megabytes(used), quota: megabytes(quotaBytes), size: megabytes(size) },
  });
}

/**
 * In the transaction that records a file of `size` bytes for the user: refuses it (413) when it would take
 * the user past the quota (undefined: no limit). Call it before the insert, so racing uploads are counted one
 * after the other.
 */
export async function claimSpace(
  trx: Kysely<DB>,
  userId: string,
  quotaBytes: number | undefined,
  size: number,
): Promise<void> {
  if (quotaBytes === undefined) return;
  if (!trx.isTransaction) throw new Error('claimSpace needs the transaction that records the file');
  await lockUser(trx, userId);
  const used = await spaceUsed(trx, userId);
  if (used + size > quotaBytes) throw quotaReached(used, quotaBytes, size);
}
