// Issue 29 §2: a member opens their duty record (委员履职档案) — the score and figures the server counts,
// a figure opening the proposals behind it — downloads the yearly duty report as Word and reads it in the
// document viewer. The figures are read from the API just before the page (other specs may add proposals
// of the demo member meanwhile; the page is compared with that read).
import { readFileSync } from 'node:fs';
import { expect as baseExpect } from '@playwright/test';
import type { DutyActList, DutyRecord, DutyRecordList } from '@cppcc/contracts';
import { roleState, roleToken } from '../support/roles';
import { apiCall } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const MEMBER_NAME = '委员 刘建国';

test.describe('duty records', () => {
  test.use({ storageState: roleState('member') });

  test('a member opens their duty record, follows a figure and gets the yearly report', async ({ page }) => {
    const list = await apiCall<DutyRecordList>(page.request, roleToken('staff'), 'GET', '/api/duty-records');
    const memberId = list.items.find((row) => row.member.displayName === MEMBER_NAME)?.member.id ?? '';
    expect(memberId, 'the demo member has a record').not.toBe('');
    const token = roleToken('member');
    const record = await apiCall<DutyRecord>(page.request, token, 'GET', `/api/duty-records/${memberId}`);
    expect(record.score).toBeGreaterThan(0);
    const led = await apiCall<DutyActList>(
      page.request,
      token,
      'GET',
      `/api/duty-records/${memberId}/acts?kind=led`,
    );

    // From the member's navigation to their own record.
    await page.goto('/apps/todo/index');
    await page.getByRole('link', { name: '我的履职档案' }).first().click();
    await expect(page).toHaveURL(/\/apps\/member\/duty-record/);
    await expect(page.getByRole('heading', { name: '我的履职档案', level: 1 })).toBeVisible();
    await expect(page.getByTestId('duty-record-score')).toHaveText(`履职积分：${record.score} 分`);
    await expect(page.getByTestId('duty-figure-led')).toContainText(String(record.figures.led));
    await expect(page.getByTestId('duty-figure-cosigned')).toContainText(String(record.figures.cosigned));

    // A figure is a link to the records behind it, each a link to its proposal.
    await page.getByTestId('duty-figure-led').click();
    const acts = page.getByTestId('duty-acts');
    await expect(acts.getByRole('heading')).toHaveText(`领衔提案：${led.items.length} 项`);
    const first = led.items[0]!;
    await expect(acts.getByRole('link', { name: first.title, exact: true }).first()).toHaveAttribute(
      'href',
      `/apps/proposals/${first.proposalId}`,
    );

    // One click: the yearly report as a Word file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载年度履职报告' }).click(),
    ]);
    const title = `${MEMBER_NAME}委员${record.session.year}年度履职报告`;
    expect(download.suggestedFilename()).toBe(`${title}.docx`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);

    // The same report opened in the document viewer: letterhead, title, figures and the proposals.
    await page.getByRole('link', { name: '在线查看报告' }).click();
    await expect(page.getByTestId('viewer-file-name')).toHaveText(`${title}.docx`);
    const documentView = page.getByTestId('docx-document');
    await expect(documentView).toContainText('中国人民政治协商会议市委员会');
    await expect(documentView).toContainText(title);
    await expect(documentView).toContainText(
      `领衔提出提案${record.figures.led}件、联名提出提案${record.figures.cosigned}件`,
    );
    await expect(documentView).toContainText(`本年度履职积分为${record.score}分`);
    await expect(documentView).toContainText(first.title);
  });

  test('staff sort every member by score and open one record', async ({ browser }) => {
    const context = await browser.newContext({ storageState: roleState('staff') });
    const page = await context.newPage();
    const list = await apiCall<DutyRecordList>(page.request, roleToken('staff'), 'GET', '/api/duty-records');
    const top = [...list.items].sort((a, b) => b.score - a.score)[0]!;
    await page.goto('/apps/staff/duty-records');
    const rows = page.getByTestId('duty-row');
    await expect(rows).toHaveCount(Math.min(list.items.length, 20));
    await expect(rows.first()).toHaveAttribute('data-member', top.member.displayName);
    await rows.first().getByRole('link', { name: top.member.displayName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${top.member.displayName}的履职档案`);
    await expect(page.getByTestId('duty-record-score')).toHaveText(`履职积分：${top.score} 分`);
    await context.close();
  });
});
