// Issue 27 §4 in the browser: a member imports a proposal form from Word into the editor, and a damaged file
// is refused with nothing changed.
import { expect as baseExpect, type Page } from '@playwright/test';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { pageAs, stamp } from '../support/replies';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TITLE = `关于加快老旧小区加装电梯${stamp}的提案`;
const ANALYSIS = '我市建成于2000年以前的老旧小区多数没有电梯，老年住户上下楼困难。';
const SUGGESTIONS = ['简化加装电梯的审批流程。', '设立专项补贴资金。'];
const UNKNOWN = '欧阳未知';

/** The committee's form as a member writes it in Word: a title, "一、案由", "二、建议", the names. */
async function proposalForm(member: string, cosigner?: string): Promise<Buffer> {
  const text = (value: string) => new Paragraph({ children: [new TextRun(value)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: '政协第十五届委员会第三次会议提案', alignment: AlignmentType.CENTER }),
          new Paragraph({ text: TITLE, heading: HeadingLevel.TITLE }),
          new Paragraph({ text: '一、案由', heading: HeadingLevel.HEADING_1 }),
          text(ANALYSIS),
          new Paragraph({ text: '二、建议', heading: HeadingLevel.HEADING_1 }),
          ...SUGGESTIONS.map((item, index) => text(`${index + 1}. ${item}`)),
          new Paragraph({ children: [new TextRun({ text: '提案人：', bold: true }), new TextRun(member)] }),
          new Paragraph({
            children: [
              new TextRun({ text: '联名人：', bold: true }),
              new TextRun(cosigner ? `${cosigner}、${UNKNOWN}` : UNKNOWN),
            ],
          }),
          text('2025年1月10日'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** Chooses `file` for the import on the button's file input (hidden, named like the button). */
async function importFile(page: Page, name: string, file: { name: string; buffer: Buffer }) {
  await expect(page.getByRole('button', { name })).toBeEnabled();
  await page
    .getByLabel(name, { exact: true })
    .setInputFiles({ name: file.name, mimeType: DOCX, buffer: file.buffer });
}

/**
 * Chooses `file` in the file chooser the import button opens when it is focused and Enter is pressed.
 * Playwright has the browser intercept file choosers once something waits for one, but does not wait for
 * the browser to take that in: the page hears of it over DevTools, while a key press comes by the input
 * route, which a busy renderer serves first. Pressed right after the wait began, Enter could win, and the
 * chooser then opened unintercepted, with no event (CI's first attempts hung for 180 s; the page had
 * clicked the input, with user activation). So the wait begins first, and focusing the button and checking
 * its focus, two DevTools round trips, come between it and the key press.
 */
async function chooseByKeyboard(page: Page, name: string, file: { name: string; buffer: Buffer }) {
  const button = page.getByRole('button', { name });
  await expect(button).toBeEnabled();
  const chooser = page.waitForEvent('filechooser');
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: file.name, mimeType: DOCX, buffer: file.buffer });
}

test('a member imports a Word proposal form and sees the fields filled', async ({ browser }) => {
  const request = (await browser.newContext()).request;
  const member = await actingAs(request, 'member');
  // A member whose name is theirs alone, so the import can match it.
  const { items } = await member<{ items: { displayName: string }[] }>('GET', '/api/members');
  const names = items.map((item) => item.displayName);
  const unique = names.filter(
    (name) => /^[\u4e00-\u9fa5]{2,4}$/.test(name) && names.indexOf(name) === names.lastIndexOf(name),
  );
  const [matched, cosigner] = unique;
  if (!matched || !cosigner) throw new Error('no two uniquely named members in the demo data');

  const page = await pageAs(browser, 'member', '/apps/proposals/new');
  const title = page.getByRole('textbox', { name: '案由', exact: true });
  await title.fill('我先写的标题');
  await page.getByRole('textbox', { name: '情况分析', exact: true }).fill('我先写的情况分析。');
  // A title with some text is saved as a draft first: the editor goes on at the draft's address.
  await expect(page).toHaveURL(/\/apps\/proposals\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { name: /修改提案/ })).toContainText('草稿');
  await expect(page.getByTestId('save-status')).toContainText('已保存');
  await importFile(page, '从 Word 导入', {
    name: '提案.docx',
    buffer: await proposalForm(matched, cosigner),
  });

  const preview = page.getByTestId('word-import-preview');
  await expect(preview).toContainText('已从「提案.docx」识别出以下内容');
  await expect(preview).toContainText(TITLE);
  await expect(preview).toContainText('将替换现有内容');
  const proposers = preview.getByTestId('word-import-proposers');
  await expect(proposers.getByRole('listitem').filter({ hasText: matched })).toContainText('已匹配委员');
  await expect(proposers.getByRole('listitem').filter({ hasText: cosigner })).toContainText('已匹配委员');
  await expect(proposers.getByRole('listitem').filter({ hasText: UNKNOWN })).toContainText('未匹配');
  await expect(preview.getByTestId('word-import-unplaced')).toHaveValue(
    '政协第十五届委员会第三次会议提案\n\n2025年1月10日',
  );

  await page.getByRole('button', { name: '填入所选栏目' }).click();
  // The title had text: replacing it is asked first.
  const confirmation = page.getByRole('dialog', { name: '替换现有内容？' });
  await expect(confirmation).toContainText('案由（标题）');
  await confirmation.getByRole('button', { name: '替换' }).click();
  await expect(preview).toBeHidden();
  await expect(title).toHaveValue(TITLE);
  await expect(page.getByRole('textbox', { name: '情况分析', exact: true })).toHaveValue(ANALYSIS);
  await expect(page.getByRole('textbox', { name: '具体建议', exact: true })).toHaveValue(
    SUGGESTIONS.map((item, index) => `${index + 1}. ${item}`).join('\n'),
  );
  // The matched co-signer is on the invitation list; the unmatched name is left for the member to find.
  const cosigners = page.getByTestId('imported-cosigners');
  await expect(cosigners).toContainText(cosigner);
  await expect(cosigners.getByRole('alert').filter({ hasText: UNKNOWN })).toContainText('未能对应到委员');
  await page.locator('button[data-action="invite"]').click();
  const invite = page.getByRole('dialog');
  await expect(invite.getByRole('button', { name: cosigner })).toBeVisible();
  await invite.getByRole('button', { name: '取消' }).click();
  // The filled fields are saved like typed text.
  const id = /\/apps\/proposals\/([^/]+)\/edit$/.exec(page.url())?.[1] ?? '';
  await expect
    .poll(async () => (await member<{ title: string }>('GET', `/api/proposals/${id}`)).title)
    .toBe(TITLE);
  await page.context().close();
});

test('a damaged Word file is refused in the page’s language and changes nothing', async ({ browser }) => {
  const whole = await proposalForm('张三');
  const damaged = whole.subarray(0, Math.floor(whole.length / 2));
  const page = await pageAs(browser, 'member', '/apps/proposals/new', 'en');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('My own title');
  await page.getByRole('textbox', { name: 'Situation and analysis', exact: true }).fill('My own analysis.');
  await expect(page).toHaveURL(/\/apps\/proposals\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { name: /Edit proposal/ })).toContainText('Draft');
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  // The button works from the keyboard: focused, Enter opens the file chooser.
  await chooseByKeyboard(page, 'Import from Word', { name: 'broken.docx', buffer: damaged });
  await expect(page.getByTestId('word-import-error')).toContainText(
    'The file is damaged or not a valid Word document and cannot be read.',
  );
  await expect(page.getByTestId('word-import-preview')).toHaveCount(0);
  await expect(title).toHaveValue('My own title');
  await page.context().close();
});
