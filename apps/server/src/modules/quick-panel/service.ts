import type { QuickPanelData } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId, nowIso } from '../../db/values';
import { insertQuickPanelItem, listQuickPanelItems, nextQuickPanelPosition } from './repository';

export type QuickPanelKind = 'note' | 'event';

/** Each user's own notes and events for the quick panel (seed 000 §3). */
export function quickPanelService(db: Kysely<DB>) {
  return {
    async data(userId: string): Promise<QuickPanelData> {
      const rows = await listQuickPanelItems(db, userId);
      const pick = (kind: QuickPanelKind) =>
        rows.filter((row) => row.kind === kind).map(({ id, title, detail }) => ({ id, title, detail }));
      return { notes: pick('note'), events: pick('event') };
    },
    async add(userId: string, kind: QuickPanelKind, title: string, detail: string): Promise<void> {
      await insertQuickPanelItem(db, {
        id: newId(),
        userId,
        kind,
        title,
        detail,
        position: await nextQuickPanelPosition(db, userId),
        createdAt: nowIso(),
      });
    },
  };
}
export type QuickPanelService = ReturnType<typeof quickPanelService>;
