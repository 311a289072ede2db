// Issue 15, the calendar app: create an event by selecting days, drag it to another day, delete it; an end
// before the start is refused on the field with the input kept. The browser runs in New York time: what the
// page shows must still be Beijing time.
import { CALENDAR_TIME_ZONE, toZoneDay, type CalendarEvent } from '@cppcc/contracts';
import { expect as baseExpect, type Page } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { apiCall } from '../support/workflow';
import { test } from '../support/test';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ storageState: roleState('member'), timezoneId: 'America/New_York' });

/** Days of the month on screen that every month grid shows (the second week). */
const month = () => toZoneDay(new Date(), CALENDAR_TIME_ZONE).slice(0, 7);
const day = (n: number) => `${month()}-${String(n).padStart(2, '0')}`;
const cell = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);

async function eventsOf(page: Page): Promise<CalendarEvent[]> {
  return apiCall<CalendarEvent[]>(page.request, roleToken('member'), 'GET', '/api/calendar-app/events');
}

/** A point near the bottom of a day cell: its empty part, below any events. */
async function cellPoint(page: Page, date: string) {
  const box = await cell(page, date).boundingBox();
  if (!box) throw new Error(`no cell ${date}`);
  return { x: box.x + box.width / 2, y: box.y + box.height - 6 };
}

test('create by selecting two days, drag to another day, delete; times in Beijing time on a New York device', async ({
  page,
}) => {
  const title = `E2E 选择新建 ${Date.now()}`;
  const timed = `E2E 时区核对 ${Date.now()}`;
  // 09:30 in Beijing is 01:30 UTC — and 20:30 of the day before in New York.
  await apiCall(page.request, roleToken('member'), 'POST', '/api/calendar-app/add-event', {
    newEvent: {
      title: timed,
      allDay: false,
      start: `${day(12)}T01:30:00.000Z`,
      end: `${day(12)}T02:30:00.000Z`,
    },
  });

  await page.goto('/apps/calendar');
  await expect(page.getByRole('heading', { name: '日程', level: 1 })).toBeVisible();
  // Issue 34: the step buttons say what they move by (上个月 / 上一周), not 上一页.
  await expect(page.getByRole('button', { name: '上个月' })).toBeVisible();
  await page.getByRole('button', { name: '周', exact: true }).click();
  await expect(page.getByRole('button', { name: '上一周' })).toBeVisible();
  await page.getByRole('button', { name: '月', exact: true }).click();
  await expect(page.getByRole('button', { name: '下个月' })).toBeVisible();
  await expect(cell(page, day(12)).getByText(timed)).toBeVisible();
  await expect(cell(page, day(12)).locator('.fc-event', { hasText: timed })).toContainText('09:30');

  // Select the 8th and 9th: the dialog opens on an all-day event over both days.
  const from = await cellPoint(page, day(8));
  const to = await cellPoint(page, day(9));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: '新建日程' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: '全天' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: '开始日期', exact: true })).toHaveValue(day(8));
  await expect(dialog.getByRole('textbox', { name: '结束日期（含）', exact: true })).toHaveValue(day(9));
  await dialog.getByRole('textbox', { name: '标题', exact: true }).fill(title);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(page, day(8)).getByText(title)).toBeVisible();
  await expect
    .poll(async () => (await eventsOf(page)).find((event) => event.title === title))
    .toMatchObject({ allDay: true, start: day(8), end: day(10) });

  // Drag it from the 8th to the 15th: two days long still.
  const event = cell(page, day(8)).locator('.fc-event', { hasText: title });
  const grip = await event.boundingBox();
  if (!grip) throw new Error('event not on screen');
  const target = await cellPoint(page, day(15));
  await page.mouse.move(grip.x + 10, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + 30, grip.y + grip.height / 2, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.up();
  await expect
    .poll(async () => (await eventsOf(page)).find((item) => item.title === title), { timeout: 20_000 })
    .toMatchObject({ start: day(15), end: day(17) });
  await expect(cell(page, day(15)).getByText(title)).toBeVisible();
  await expect(cell(page, day(8)).getByText(title)).toHaveCount(0);

  // Open it and delete it, confirming.
  await cell(page, day(15)).getByText(title).click();
  const edit = page.getByRole('dialog', { name: '编辑日程' });
  await expect(edit.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(title);
  await edit.getByRole('button', { name: '删除' }).click();
  const confirmDialog = page.getByRole('dialog', { name: '删除日程' });
  await confirmDialog.getByRole('button', { name: '删除' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect.poll(async () => (await eventsOf(page)).some((item) => item.title === title)).toBe(false);
});

test('an end before the start is refused on the end field, and the dialog keeps what was typed', async ({
  page,
}) => {
  const title = `E2E 时间有误 ${Date.now()}`;
  await page.goto('/apps/calendar');
  await page.getByRole('button', { name: '新建日程' }).click();
  const dialog = page.getByRole('dialog', { name: '新建日程' });
  await dialog.getByRole('textbox', { name: '标题', exact: true }).fill(title);
  await dialog.getByRole('switch', { name: '全天' }).uncheck();
  await dialog.getByRole('textbox', { name: '开始', exact: true }).fill(`${day(10)}T10:00`);
  await dialog.getByRole('textbox', { name: '结束', exact: true }).fill(`${day(10)}T09:00`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('结束时间必须晚于开始时间')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: '开始', exact: true })).toHaveValue(`${day(10)}T10:00`);
  expect((await eventsOf(page)).some((event) => event.title === title)).toBe(false);

  // Corrected, it saves.
  await dialog.getByRole('textbox', { name: '结束', exact: true }).fill(`${day(10)}T11:30`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await eventsOf(page)).find((event) => event.title === title))
    .toMatchObject({ allDay: false, start: `${day(10)}T02:00:00.000Z`, end: `${day(10)}T03:30:00.000Z` });
});
