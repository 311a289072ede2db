import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import { buildReplyLetter } from '../modules/reply-letter/letter';
import { userIdOf } from './chat';
import { DAY } from './clock';
import { demoPdf } from './mail-files';
import { seedPicture } from './seed-pictures';
import type { Seeder } from './types';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Folders (a path from the top) and files each demo account starts with; days ago they were made. */
const FOLDERS: readonly { path: readonly string[]; daysAgo: number }[] = [
  { path: ['提案材料'], daysAgo: 40 },
  { path: ['提案材料', '2026年'], daysAgo: 38 },
  { path: ['会议资料'], daysAgo: 30 },
  { path: ['调研图片'], daysAgo: 20 },
  { path: ['归档'], daysAgo: 60 },
];

type Content = { type: string; bytes: () => Promise<Buffer> };
const text = (value: string): Content => ({
  type: 'text/plain',
  bytes: () => Promise.resolve(Buffer.from(value, 'utf8')),
});
const pdf = (lines: readonly string[]): Content => ({
  type: 'application/pdf',
  bytes: () => Promise.resolve(demoPdf(lines)),
});
const jpeg = (name: string): Content => ({
  type: 'image/jpeg',
  bytes: () => Promise.resolve(seedPicture(name)),
});
/** Built once for all accounts (a DOCX takes a moment to pack). */
let letterBytes: Promise<Buffer> | undefined;
const letter: Content = {
  type: DOCX,
  bytes: () =>
    (letterBytes ??= buildReplyLetter({
      title: '关于加快推进老旧小区改造的建议的答复',
      resultClass: 'B',
      resultClassLabel: '所提问题正在解决或列入计划解决',
      salutation: '刘建国委员：',
      body: '您提出的关于加快推进老旧小区改造的建议收悉，现答复如下。\n一、我市已将老旧小区改造列入年度民生实事项目。\n二、下一步将建立资金共担机制，推进加装电梯。\n感谢您对我市城市建设工作的关心和支持。',
      unitName: '市发展和改革委员会',
      signingLeader: '王主任',
      date: '2026-10-20',
      contactPerson: '李科长',
      contactPhone: '0571-88880000',
      docNumber: '发改函〔2026〕12号',
    })),
};

const FILES: readonly {
  folder: readonly string[];
  name: string;
  content: Content;
  daysAgo: number;
  offline?: boolean;
}[] = [
  {
    folder: [],
    name: '政协工作要点.txt',
    content: text('2026年政协工作要点\n一、围绕中心建言资政\n二、加强提案办理协商\n'),
    daysAgo: 3,
  },
  { folder: ['提案材料'], name: '答复函示例.docx', content: letter, daysAgo: 12, offline: true },
  {
    folder: ['提案材料', '2026年'],
    name: '提案撰写提纲.txt',
    content: text('提案撰写提纲\n1. 问题与分析\n2. 具体建议\n3. 附件材料\n'),
    daysAgo: 35,
  },
  {
    folder: ['会议资料'],
    name: '全体会议议程.pdf',
    content: pdf([
      'CPPCC plenary session',
      'Agenda',
      '1. Work report',
      '2. Proposal work report',
      '3. Elections',
    ]),
    daysAgo: 28,
    offline: true,
  },
  {
    folder: ['会议资料'],
    name: '分组讨论安排.pdf',
    content: pdf(['Group discussions', 'Room 301, 302, 305']),
    daysAgo: 25,
  },
  { folder: ['提案材料'], name: '提案原件扫描.jpg', content: jpeg('proposal-scan'), daysAgo: 14 },
  { folder: ['调研图片'], name: '社区走访.jpg', content: jpeg('community-visit'), daysAgo: 18 },
  { folder: ['调研图片'], name: '老旧小区现状.jpg', content: jpeg('old-residential-blocks'), daysAgo: 16 },
];

/**
 * The file manager's demo data (issue 16): for every demo account a few folders (one empty), and files of
 * each kind the page previews — a PDF, a DOCX, pictures, text — made here in code and uploaded through the
 * service's checks; two kept offline. Oldest first, at the dates they were made.
 */
export const fileManagerSeeder: Seeder = {
  name: '0019_file_manager',
  async run(ctx) {
    const service = ctx.services.fileManager;
    const started = Date.now();
    for (const account of DEMO_ACCOUNTS) {
      const user = { id: await userIdOf(ctx, account.key) };
      const folders = new Map<string, string>();
      for (const folder of FOLDERS) {
        ctx.clock.set(started - folder.daysAgo * DAY);
        const parent = folders.get(folder.path.slice(0, -1).join('/')) ?? null;
        const created = await service.createFolder(
          user.id,
          { name: folder.path.at(-1) ?? '', folderId: parent },
          'zh-CN',
        );
        folders.set(folder.path.join('/'), created.id);
      }
      for (const file of [...FILES].sort((a, b) => b.daysAgo - a.daysAgo)) {
        ctx.clock.set(started - file.daysAgo * DAY);
        const folderId = folders.get(file.folder.join('/')) ?? null;
        const item = await service.uploadBuffer(
          user.id,
          folderId,
          file.name,
          file.content.type,
          await file.content.bytes(),
          'zh-CN',
        );
        if (file.offline) await service.setOffline(user.id, item.id, true, 'zh-CN');
      }
      ctx.clock.release();
    }
  },
};
