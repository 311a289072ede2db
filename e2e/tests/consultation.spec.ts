// Issue 28 §1 in the browser: the unit (发改委) offers consultation slots on its task page, the member
// accepts one on a phone, the fixed meeting is in both participants' calendars, the unit records the
// minutes after the meeting's start, and the reply goes in with the minutes as its communication record.
import { expect as baseExpect } from '@playwright/test';
import { CONTACT_PHONE, assignedProposal, pageAs, stamp } from '../support/replies';
import { roleState } from '../support/roles';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

// The meeting starts at the first whole minute at least 45 s after it is arranged (the form takes minutes; the
// server refuses a slot that has begun when the unit sends it): the minutes wait for that real moment.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Task {
  id: string;
  version: number;
  reply: { id: string } | null;
  state: string;
}
interface ProposalDate {
  id: string;
  kind: string;
  start: string;
}

/** Beijing wall time of an instant, as the slots form takes it. */
function beijing(instant: Date): { day: string; time: string } {
  const wall = new Date(instant.getTime() + 8 * 3_600_000).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

test.describe(() => {
  test.use({ storageState: roleState('undertaker') });

  test('slots → the first proposer accepts → both calendars → minutes → a reply that uses them', async ({
    page,
    browser,
  }) => {
    const title = `关于优化公交线网的建议${stamp}`;
    const proposalId = await assignedProposal(page.request, title);
    const fgw = await actingAs(page.request, 'undertaker');
    const fresh = await fgw<Task>('GET', `/api/proposals/${proposalId}/my-task`);
    const task = await fgw<Task>('POST', `/api/tasks/${fresh.id}/transitions`, {
      action: 'sign',
      version: fresh.version,
    });

    // The unit offers two slots: one here within two minutes, one by video the day after tomorrow.
    await page.goto(`/undertaker/undertaker/detail/${proposalId}`);
    const section = page.getByTestId('task-consultations');
    await expect(section.getByTestId('consultations-empty')).toBeVisible();
    await section.getByRole('button', { name: '安排面商' }).click();
    const dialog = page.getByTestId('consultation-slots-dialog');
    const soon = beijing(new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000));
    const first = dialog.getByTestId('consultation-slot-form').nth(0);
    await first.getByLabel(/^日期/).fill(soon.day);
    await first.getByLabel(/^开始时间/).fill(soon.time);
    await first.getByLabel(/^地点/).fill('市发改委三楼第二会议室');
    await first.getByLabel(/^议程/).fill('听取提案人意见，通报办理思路');
    await dialog.getByRole('button', { name: '再加一个时间' }).click();
    const second = dialog.getByTestId('consultation-slot-form').nth(1);
    await second.getByRole('switch', { name: '电话/视频' }).check();
    await second.getByLabel(/^议程/).fill('视频沟通办理方案');
    await dialog.getByTestId('consultation-send').click();
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId('consultation-state')).toHaveAttribute('data-state', 'proposed');
    await expect(section.getByTestId('consultation-slot')).toHaveCount(2);

    // The member answers on a phone: the invitation card on the proposal page.
    const member = await pageAs(browser, 'member', `/apps/proposals/${proposalId}`);
    await member.setViewportSize({ width: 375, height: 740 });
    const card = member.getByTestId('proposal-consultations');
    await expect(card.getByTestId('consultation-invitation')).toContainText(
      '市发展和改革委员会邀请您就本提案面商',
    );
    await card.getByTestId('consultation-accept').first().click();
    await member.getByRole('dialog').getByRole('button', { name: '选择此时间' }).click();
    await expect(card.getByTestId('consultation-state')).toHaveAttribute('data-state', 'fixed');
    await expect(card.getByTestId('consultation-fixed')).toContainText(`${soon.day} ${soon.time}`);
    await expect(card.getByTestId('consultation-invitation')).toBeHidden();

    // In both participants' calendars: the member's phone shows this week's list.
    const { items } = await fgw<{ items: { id: string; allowedActions: string[] }[] }>(
      'GET',
      `/api/tasks/${task.id}/consultations`,
    );
    const meetingId = items[0]?.id ?? '';
    const memberApi = await actingAs(page.request, 'member');
    for (const who of [fgw, memberApi]) {
      const dates = await who<ProposalDate[]>('GET', '/api/calendar-app/proposal-dates');
      expect(dates.find((date) => date.id === `consultation:${meetingId}`)?.kind).toBe('consultation');
    }
    await member.goto('/apps/calendar');
    await expect(member.getByTestId('calendar-page')).toContainText(`【面商】`);
    await expect(member.getByTestId('calendar-page')).toContainText(title);
    await member.context().close();

    // After the meeting's start the unit records the minutes.
    await expect
      .poll(
        async () =>
          (await fgw<{ items: { allowedActions: string[] }[] }>('GET', `/api/tasks/${task.id}/consultations`))
            .items[0]?.allowedActions ?? [],
        { timeout: 240_000, intervals: [5_000] },
      )
      .toContain('record_minutes');
    await page.reload();
    await section.getByTestId('consultation-record-minutes').click();
    const minutes = page.getByTestId('consultation-minutes-dialog');
    await minutes.getByLabel(/^商定事项/).fill('同意分两期优化公交线网，每季度向提案人通报进展。');
    await minutes.getByTestId('consultation-minutes-save').click();
    await expect(section.getByTestId('consultation-minutes')).toContainText('同意分两期优化公交线网');
    await expect(page.getByTestId('communications')).toContainText('同意分两期优化公交线网');

    // The reply needs a communication record: the minutes are it.
    const replyId = task.reply?.id ?? '';
    const reply = await fgw<{ version: number }>('GET', `/api/replies/${replyId}`);
    await fgw('PATCH', `/api/replies/${replyId}`, {
      version: reply.version,
      docNumber: `发改函〔2026〕${stamp}号`,
      body: '经与提案人面商，我委将分两期优化公交线网。',
      resultClass: 'B',
      signingLeader: '王主任',
      contactPerson: '李科长',
      contactPhone: CONTACT_PHONE,
      publication: 'full',
    });
    await fgw('POST', `/api/replies/${replyId}/letter`);
    const ready = await fgw<Task>('GET', `/api/proposals/${proposalId}/my-task`);
    const submitted = await fgw<Task>('POST', `/api/tasks/${ready.id}/transitions`, {
      action: 'submit_reply',
      version: ready.version,
    });
    expect(submitted.state).toBe('pending_review');
  });
});
