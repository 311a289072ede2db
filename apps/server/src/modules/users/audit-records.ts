import type { AdminUser } from '@cppcc/contracts';
import { changedFields, type AuditRecord } from '../admin-log/record';

/** A user as the audit log keeps it: no password, no settings. */
function auditedUser(user: AdminUser): Record<string, unknown> {
  return {
    displayName: user.displayName,
    phone: user.phone,
    email: user.email,
    roles: user.roles,
    unit: user.unit?.name ?? null,
    memberProfile: user.memberProfile,
    disabled: user.disabled,
  };
}

export const userTarget = (user: Pick<AdminUser, 'id' | 'displayName' | 'phone' | 'email'>) => ({
  kind: 'user' as const,
  id: user.id,
  label: `${user.displayName}（${user.phone ?? user.email ?? ''}）`,
});

/**
 * The audit entries of an account's creation or change: roles, unit and disabling each an entry of its own
 * (the admin filters for them), the other fields together as `user.updated`.
 */
export function userAuditRecords(before: AdminUser | undefined, after: AdminUser): AuditRecord[] {
  const target = userTarget(after);
  if (!before) return [{ action: 'user.created', target, after: auditedUser(after) }];
  const records: AuditRecord[] = [];
  const { roles, unit, disabled, ...rest } = auditedUser(before);
  const next = auditedUser(after);
  const { roles: nextRoles, unit: nextUnit, disabled: nextDisabled, ...nextRest } = next;
  if (JSON.stringify(roles) !== JSON.stringify(nextRoles))
    records.push({ action: 'user.rolesChanged', target, before: { roles }, after: { roles: nextRoles } });
  if (unit !== nextUnit)
    records.push({ action: 'user.unitChanged', target, before: { unit }, after: { unit: nextUnit } });
  if (disabled !== nextDisabled)
    records.push({
      action: nextDisabled ? 'user.disabled' : 'user.enabled',
      target,
      before: { disabled },
      after: nextDisabled ? { disabled: nextDisabled, sessionsEnded: true } : { disabled: nextDisabled },
    });
  const other = changedFields(rest, nextRest);
  if (other) records.push({ action: 'user.updated', target, ...other });
  return records;
}
