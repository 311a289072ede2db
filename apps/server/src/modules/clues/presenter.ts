import type { Clue, ClueCampaign, ClueEvent, CluePicture, ClueState } from '@cppcc/contracts';
import { fromDbJson } from '../../db/values';
import type { CampaignRow, ClueRow } from './repository';

/** Row → API shapes of the clue collection. */

export function toCampaign(
  row: CampaignRow & { clueCount?: number | string | null },
  today: string,
): ClueCampaign {
  return {
    id: row.id,
    title: row.title,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    topics: fromDbJson<string[]>(row.topics),
    closedAt: row.closedAt,
    open: row.closedAt === null && row.startsOn <= today && today <= row.endsOn,
    clueCount: Number(row.clueCount ?? 0),
  };
}

export interface ClueExtras {
  campaignTitle: string | undefined;
  mergedIntoTitle: string | undefined;
  adoptionCount: number;
  adoptedByMe: boolean;
  /** Staff see the sender's name and phone; members never do. */
  withContact: boolean;
  pictures: CluePicture[];
}

export function toClue(row: ClueRow, extras: ClueExtras): Clue {
  return {
    id: row.id,
    title: row.title,
    situation: row.situation,
    suggestion: row.suggestion,
    categoryCode: row.categoryCode,
    tags: fromDbJson<string[]>(row.tags),
    state: row.state as ClueState,
    version: row.version,
    campaign:
      row.campaignId && extras.campaignTitle ? { id: row.campaignId, title: extras.campaignTitle } : null,
    contactName: extras.withContact ? row.contactName : null,
    phone: extras.withContact ? row.phone : null,
    mergedInto:
      row.mergedIntoId && extras.mergedIntoTitle
        ? { id: row.mergedIntoId, title: extras.mergedIntoTitle }
        : null,
    declineReason: row.declineReason,
    adoptionCount: extras.adoptionCount,
    adoptedByMe: extras.adoptedByMe,
    pictures: extras.pictures,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toEvent(row: {
  id: string;
  action: string;
  fromState: string | null;
  toState: string;
  actorName: string | null;
  comment: string | null;
  createdAt: string;
}): ClueEvent {
  return {
    id: row.id,
    action: row.action,
    fromState: row.fromState as ClueState | null,
    toState: row.toState as ClueState,
    actorName: row.actorName,
    comment: row.comment,
    createdAt: row.createdAt,
  };
}
