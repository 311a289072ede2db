import { WORD_IMPORT_MAX_BYTES, type Role, type WordImportResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, tokenFor } from '../../../test/accounts';
import { multipart } from '../../../test/client';
import { createTestContext, type TestContext } from '../../../test/context';
import { damagedDocx, headingsForm, renamedText, SAMPLE, tableForm, zipBomb } from './test-documents';

/** POST /api/proposals/word-import through the HTTP API, on the dialect of TEST_DIALECT. */
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let ctx: TestContext;
const tokens = new Map<string, string>();
const ids = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const people: [string, Role[], string][] = [
    ['member', ['members'], '张三'],
    ['lisi', ['members'], '李四'],
    // Two members share this name: the import cannot tell which one is meant.
    ['wangwu1', ['members'], '王五'],
    ['wangwu2', ['members'], '王五'],
    ['staff', ['staff'], '工作人员甲'],
    ['user', ['user'], '公众用户'],
    ['undertaker', ['undertaker'], '承办人员'],
  ];
  for (const [key, roles, displayName] of people) {
    const user = await createUser(ctx, roles, { displayName });
    ids.set(key, user.id);
    tokens.set(key, await tokenFor(ctx, user));
  }
}, 60_000);
afterAll(() => ctx?.close());

async function upload(who: string, fileName: string, type: string, content: Buffer, language = 'zh-CN') {
  const body = multipart(fileName, type, content);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/proposals/word-import',
    headers: { ...bearer(tokens.get(who) ?? ''), ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

const storedCount = async () =>
  Number(
    (
      await ctx.db.kysely
        .selectFrom('attachments')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const names = { proposer: '张三', cosigners: ['李四', '王五', '赵六'] };

describe('word import', () => {
  it('reads a member’s form into the fields and matches proposers to members, storing nothing', async () => {
    const before = await storedCount();
    const response = await upload('member', '老旧小区提案.docx', DOCX, await headingsForm(names));
    expect(response.statusCode).toBe(200);
    const result = response.json<WordImportResult>();
    expect(result).toMatchObject({
      fileName: '老旧小区提案.docx',
      title: SAMPLE.title,
      analysis: SAMPLE.analysis.join('\n'),
      suggestions: SAMPLE.suggestions.map((item, index) => `${index + 1}. ${item}`).join('\n'),
    });
    expect(result.proposers).toEqual([
      { name: '张三', role: 'proposer', member: { id: ids.get('member'), displayName: '张三' } },
      { name: '李四', role: 'cosigner', member: { id: ids.get('lisi'), displayName: '李四' } },
      { name: '王五', role: 'cosigner', member: null },
      { name: '赵六', role: 'cosigner', member: null },
    ]);
    expect(result.unplaced).toEqual(['政协第十五届委员会第三次会议提案', '2025年1月10日']);
    expect(await storedCount()).toBe(before);
  });

  it('lets staff import the table form, and no other role', async () => {
    const form = await tableForm(names);
    const response = await upload('staff', 'form.docx', DOCX, form);
    expect(response.statusCode).toBe(200);
    expect(response.json<WordImportResult>()).toMatchObject({
      title: SAMPLE.title,
      contactPhone: '13800138000',
      unplaced: ['提案表', '备注 | 请转交住建局'],
    });
    for (const who of ['user', 'undertaker'])
      expect((await upload(who, 'form.docx', DOCX, form)).statusCode).toBe(403);
  });

  it('refuses a damaged Word file with a clear message in the caller’s language', async () => {
    const damaged = await damagedDocx();
    const zh = await upload('member', 'broken.docx', DOCX, damaged);
    expect(zh.statusCode).toBe(400);
    expect(errorOf(zh)).toMatchObject({
      message: '文件已损坏或不是有效的 Word 文档，无法读取',
      fields: { file: '文件已损坏或不是有效的 Word 文档，无法读取' },
    });
    const en = await upload('member', 'broken.docx', DOCX, damaged, 'en');
    expect(errorOf(en).message).toBe('The file is damaged or not a valid Word document and cannot be read.');
  });

  it('refuses what is not a Word document: another type, a renamed text, a zip without a document', async () => {
    const text = await upload('member', 'notes.txt', 'text/plain', renamedText());
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).message).toContain('.docx');
    const renamed = await upload('member', 'notes.docx', DOCX, renamedText());
    expect(renamed.statusCode).toBe(415);
    expect(errorOf(renamed).message).toBe('文件内容与扩展名不符，请上传原始文件（不要只修改扩展名）');
    // A zip of something else (here: a document's parts without word/document.xml).
    const bomb = zipBomb(10);
    const other = Buffer.from(
      bomb.toString('latin1').replaceAll('word/document.xml', 'word/documant.xml'),
      'latin1',
    );
    const zip = await upload('member', 'sheet.docx', DOCX, other);
    expect(zip.statusCode).toBe(400);
    expect(errorOf(zip).message).toBe(
      '只能导入 Word 文档（.docx）。旧版 .doc 文件请先在 Word 中另存为 .docx',
    );
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/proposals/word-import',
      headers: { ...bearer(tokens.get('member') ?? ''), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(415);
  });

  it('refuses a file over the limit, and a zip bomb before it fills memory', async () => {
    const large = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(WORD_IMPORT_MAX_BYTES)]);
    const tooLarge = await upload('member', 'large.docx', DOCX, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).message).toBe('Word 文档不能超过 10 MB');
    // 100 MB of zeros deflate to about 100 KB; the directory claims one byte.
    const bomb = zipBomb(100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(WORD_IMPORT_MAX_BYTES);
    const refused = await upload('member', 'bomb.docx', DOCX, bomb, 'en');
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).message).toBe(
      'The Word document unpacks to more than 40 MB and cannot be imported.',
    );
  });
});
