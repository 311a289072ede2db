import type { TaskList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';
import { workbookRows } from '../../test/xlsx';

/** Issue 30 §3: the task lists exported with the list's filter and access rule (a unit sees its own tasks). */
const f = workflowFixture();

async function sheetRows(who: string, url: string): Promise<unknown[][]> {
  return workbookRows(await f.call(who, 'GET', url, undefined, { 'accept-language': 'zh-CN' }));
}

beforeAll(async () => {
  await f.setup();
  await f.assigned({ handlingMode: 'single', leadUnitIds: [f.unit('A')] }, '关于甲单位单办事项的建议');
  await f.assigned(
    { handlingMode: 'joint', leadUnitIds: [f.unit('B')], coUnitIds: [f.unit('A')] },
    '关于乙单位主办事项的建议',
  );
  await f.assigned({ handlingMode: 'single', leadUnitIds: [f.unit('C')] }, '关于丙单位单办事项的建议');
}, 120_000);
afterAll(() => f.close());

describe('task list export', () => {
  it("gives a unit clerk exactly its unit's list, whatever unit it names", async () => {
    const list = await f.ok<TaskList>('a1', 'GET', '/api/tasks?type=all&pageSize=100');
    const rows = await sheetRows('a1', `/api/tasks/export.xlsx?type=all&unitId=${f.unit('C')}`);
    expect(rows[0]).toEqual(['提案号', '案由', '提案人', '承办方式', '状态', '办理期限']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(list.items.map((task) => task.proposal.title));
    expect(
      rows
        .slice(1)
        .map((row) => row[3])
        .sort(),
    ).toEqual(['单办', '协办'].sort());
    expect(rows.slice(1).map((row) => row[1])).not.toContain('关于丙单位单办事项的建议');
  });

  it("gives staff the handling queue of one unit in the chosen columns; 400 on another list's column", async () => {
    const list = await f.ok<TaskList>('staff', 'GET', `/api/tasks?type=all&unitId=${f.unit('B')}`);
    const rows = await sheetRows(
      'staff',
      `/api/tasks/export.xlsx?type=all&unitId=${f.unit('B')}&list=tasks.handling&columns=unit,title,role`,
    );
    expect(rows).toEqual([
      ['承办单位', '案由', '承办方式'],
      ...list.items.map((task) => [task.unit.name, task.proposal.title, '主办']),
    ]);
    const bad = await f.call('a1', 'GET', '/api/tasks/export.xlsx?columns=title,registeredAt');
    expect(bad.statusCode).toBe(400);
    expect((await f.call('alice', 'GET', '/api/tasks/export.xlsx')).statusCode).toBe(403);
  });
});
