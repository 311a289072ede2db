import type { NotificationKind, NotificationParams } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool } from '../../db/values';
import { notificationsService } from '../notifications/service';
import { listSigners } from '../proposals/repository';

/** Who a workflow notice goes to: a unit's clerks, the committee staff, a proposal's signers, or people. */
export type NoticeAudience =
  { unitId: string } | { staff: true } | { proposersOf: string } | { userIds: readonly string[] };

export interface Notice {
  to: NoticeAudience;
  kind: NotificationKind;
  params: Partial<NotificationParams>;
  link: string;
}

async function recipients(trx: Kysely<DB>, to: NoticeAudience): Promise<string[]> {
  const notifications = notificationsService(trx);
  if ('unitId' in to) return notifications.usersOfUnit(trx, to.unitId);
  if ('staff' in to) return notifications.staffUserIds(trx);
  if ('userIds' in to) return [...to.userIds];
  const signers = await listSigners(trx, to.proposersOf);
  return signers
    .filter((signer) => fromDbBool(signer.isFirst) || signer.state === 'accepted')
    .map((signer) => signer.userId);
}

/** Writes the notices in the caller's transaction: they exist exactly when the step they announce does. */
export async function sendNotices(trx: Kysely<DB>, notices: readonly Notice[], now?: string): Promise<void> {
  const notifications = notificationsService(trx);
  for (const notice of notices) {
    const userIds = await recipients(trx, notice.to);
    if (userIds.length === 0) continue;
    await notifications.notify(trx, {
      userIds,
      kind: notice.kind,
      params: notice.params,
      link: notice.link,
      ...(now === undefined ? {} : { now }),
    });
  }
}
