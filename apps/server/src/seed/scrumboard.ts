import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import type { ScrumboardService } from '../modules/scrumboard/service';
import { DAY } from './clock';
import { seedPicture } from './seed-pictures';
import { PERSONAL_BOARD, SHARED_BOARD, type SampleBoard } from './scrumboard-data';
import type { SeedContext, Seeder } from './types';

const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Builds one sample board through the service, as `owner` (with `partner` a member when given). */
async function seedBoard(
  ctx: SeedContext,
  service: ScrumboardService,
  sample: SampleBoard,
  owner: string,
  partner?: string,
): Promise<void> {
  const { id } = await service.create(owner, { name: sample.name });
  if (sample.color !== '') await service.updateSettings(owner, id, { color: sample.color });
  if (partner) await service.setMembers(owner, id, [partner]);
  const who = { owner, partner: partner ?? owner };
  for (const list of sample.lists) {
    const lists = await service.addList(owner, id, list.name);
    const listId = lists[lists.length - 1]?.id ?? '';
    for (const sampleCard of list.cards) {
      const board = await service.addCard(owner, id, listId, sampleCard.name);
      const cardId = board.lists.find((candidate) => candidate.id === listId)?.idCards.at(-1);
      const card = board.cards.find((candidate) => candidate.id === cardId);
      if (!card) throw new Error(`Seed: card ${sampleCard.name} missing`);
      const cover = sampleCard.cover;
      const picture = cover
        ? (await ctx.services.cardImages.store(owner, cover.name, 'image/jpeg', seedPicture(cover.scene))).url
        : undefined;
      const attachments = [
        ...(cover && picture
          ? [{ id: 'cover', type: 'image' as const, name: cover.name, src: picture }]
          : []),
        ...(sampleCard.link ? [{ id: 'link', type: 'link' as const, ...sampleCard.link }] : []),
      ];
      const fields = {
        ...card,
        description: sampleCard.description ?? '',
        idLabels: (sampleCard.labels ?? []).map((index) => board.labels[index]?.id ?? ''),
        idMembers: (sampleCard.members ?? []).map((member) => who[member]),
        due: sampleCard.due === undefined ? null : day(sampleCard.due),
        attachments,
        idAttachmentCover: picture ? 'cover' : '',
        subscribed: sampleCard.subscribed ?? false,
        checklists: sampleCard.checklist
          ? [
              {
                id: 'checklist-1',
                name: sampleCard.checklist.name,
                checkItems: sampleCard.checklist.items.map(([name, checked], index) => ({
                  id: `item-${index + 1}`,
                  name,
                  checked,
                })),
              },
            ]
          : [],
        activities: [],
      };
      await service.updateCard(owner, id, fields);
      // Comments are written by their authors, oldest first (the newest leads the card's activity).
      for (const [index, comment] of (sampleCard.comments ?? []).entries()) {
        const author = who[comment.by];
        const current = (await service.board(author, id)).cards.find((candidate) => candidate.id === card.id);
        if (!current) continue;
        await service.updateCard(author, id, {
          ...current,
          activities: [
            { id: `new-${index}`, type: 'comment', message: comment.message },
            ...current.activities,
          ],
        });
      }
    }
  }
}

/**
 * The scrumboard's demo data (issue 16), written through the scrumboard service: every demo account gets
 * its own board, and the committee member shares a board with the staff account (each sees the other's
 * changes live). Card covers (seed-pictures/) are stored through the cards' picture checks.
 */
export const scrumboardSeeder: Seeder = {
  name: '0018_scrumboard',
  async run(ctx) {
    const service = ctx.services.scrumboard;
    const users = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirst();
      if (!user) throw new Error(`Seed: demo account ${account.key} missing`);
      users.set(account.key, user.id);
      await seedBoard(ctx, service, PERSONAL_BOARD, user.id);
    }
    const member = users.get('member');
    const staff = users.get('staff');
    if (!member || !staff) throw new Error('Seed: the member and staff demo accounts are missing');
    await seedBoard(ctx, service, SHARED_BOARD, member, staff);
  },
};
