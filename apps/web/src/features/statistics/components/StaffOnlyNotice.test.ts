import { describe, expect, it } from 'vitest';
import { noticeLinkFor } from './StaffOnlyNotice';

describe("the dashboards' notice for anyone but staff", () => {
  it('sends a guest to sign in and a member or unit to their workbench', () => {
    expect(noticeLinkFor([])).toEqual({ to: '/login', label: 'signIn' });
    expect(noticeLinkFor(['members'])).toEqual({ to: '/apps/todo/index', label: 'openWorkbench' });
    expect(noticeLinkFor(['undertaker'])).toEqual({ to: '/apps/undertaker/index', label: 'openWorkbench' });
  });
  it('sends an account without a workflow role to its home page, not to a workbench it lacks', () => {
    expect(noticeLinkFor(['user'])).toEqual({ to: '/apps/home', label: 'aboutAccount' });
  });
});
