import { demoAccount, type DemoAccountKey } from '@cppcc/contracts';
import { DAY, HOUR } from './clock';
import { demoPdf } from './mail-files';
import { seedPicture } from './seed-pictures';
import { SEED_DRAFTS, SEED_MAILS, type SeedFile, type SeedMailState } from './mail-texts';
import type { Seeder } from './types';

const html = (paragraphs: readonly string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/**
 * The demo mailboxes (issue 15), written through the mail service as the people would have: each mail sent
 * at its time, then read, starred, labelled, moved by its recipients; a draft for each account.
 */
export const mailSeeder: Seeder = {
  name: '0005_mail',
  async run(ctx) {
    const { services, clock } = ctx;
    const ids = new Map<DemoAccountKey, string>();
    const idOf = async (key: DemoAccountKey): Promise<string> => {
      const known = ids.get(key);
      if (known) return known;
      const row = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccount(key).email)
        .executeTakeFirstOrThrow();
      ids.set(key, row.id);
      return row.id;
    };
    const upload = async (owner: string, file: SeedFile) =>
      file.picture
        ? services.mailFiles.uploadBuffer({ id: owner }, file.name, 'image/jpeg', seedPicture(file.picture))
        : services.mailFiles.uploadBuffer(
            { id: owner },
            file.name,
            'application/pdf',
            demoPdf(file.pdf ?? []),
          );

    const apply = async (owner: string, mailId: string, state: SeedMailState) => {
      const caller = { id: owner };
      const changes = { read: state.read, starred: state.starred, important: state.important };
      if (Object.values(changes).some((value) => value !== undefined))
        await services.mail.update(caller, { ids: [mailId], changes });
      for (const label of state.labels ?? [])
        await services.mail.toggleLabel(caller, { ids: [mailId], label });
      if (state.folder) await services.mail.setFolder(caller, { ids: [mailId], folder: state.folder });
    };

    const start = Date.now();
    for (const mail of SEED_MAILS) {
      const at = start - mail.daysAgo * DAY - (24 - mail.hour) * HOUR;
      clock.set(at);
      const from = await idOf(mail.from);
      const files = await Promise.all((mail.files ?? []).map((file) => upload(from, file)));
      const to = await Promise.all(mail.to.map(idOf));
      const sent = await services.mail.send(
        { id: from },
        { to, subject: mail.subject, message: html(mail.body), attachmentIds: files.map((file) => file.id) },
      );
      clock.set(at + HOUR);
      for (const key of mail.to) {
        const owner = await idOf(key);
        // The newest mail of the inbox is the one just sent (the demo mails are sent in time order).
        const [copy] = (await services.mail.list({ id: owner }, { folder: 'inbox', page: 1, pageSize: 1 }))
          .items;
        if (!copy || copy.subject !== mail.subject)
          throw new Error(`Seed: ${mail.subject} missing for ${key}`);
        await apply(owner, copy.id, mail.then?.[key] ?? {});
      }
      const own = mail.then?.[mail.from];
      if (own) await apply(from, sent.id, own);
    }

    clock.set(start - 2 * HOUR);
    for (const draft of SEED_DRAFTS) {
      const owner = await idOf(draft.owner);
      await services.mail.saveDraft(
        { id: owner },
        {
          to: await Promise.all(draft.to.map(idOf)),
          subject: draft.subject,
          message: html(draft.body),
          attachmentIds: [],
        },
      );
    }
    clock.release();
  },
};
