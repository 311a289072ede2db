import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema, USER_SOURCES } from './auth';
import { approverWithoutUnit, ROLES } from './roles';
import { unitShortNamesSchema } from './units';
import { UNIT_TYPES } from './unitTypes';

/**
 * The admin screens for users and units (issue 3): list, create, edit, disable, reset password.
 * The server validates with these schemas; the web forms use the same ones.
 */

/** 界别 — the sectors of CPPCC members. */
export const MEMBER_SECTORS = [
  '中共',
  '民革',
  '民盟',
  '民建',
  '民进',
  '农工党',
  '致公党',
  '九三学社',
  '无党派人士',
  '共青团',
  '工会',
  '妇联',
  '工商联',
  '经济界',
  '教育界',
  '科技界',
  '文化艺术界',
  '医药卫生界',
  '农业界',
  '社会福利和社会保障界',
  '特邀',
] as const;

export const memberProfileSchema = z.object({
  /** 界别 */
  sector: z.string().trim().min(1).max(40),
  /** 党派, e.g. 中共党员, 民盟盟员, 无党派 */
  party: z.string().trim().max(40).default(''),
  /** 所属专委会 */
  committee: z.string().trim().max(60).default(''),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const unitSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(UNIT_TYPES),
  /** 简称, e.g. 发改委 for 市发展和改革委员会. */
  shortNames: z.array(z.string()),
  /** Pinyin initials of the name and of each short name (computed by the server). */
  initials: z.array(z.string()),
  contactName: z.string(),
  contactPhone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

export const unitCreateBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(60),
  type: z.enum(UNIT_TYPES),
  shortNames: unitShortNamesSchema.default([]),
  contactName: z.string().trim().max(40).default(''),
  contactPhone: z.string().trim().max(20).default(''),
});
export type UnitCreate = z.infer<typeof unitCreateBodySchema>;
export const unitUpdateBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(60).optional(),
  type: z.enum(UNIT_TYPES).optional(),
  shortNames: unitShortNamesSchema.optional(),
  contactName: z.string().trim().max(40).optional(),
  contactPhone: z.string().trim().max(20).optional(),
});
export type UnitUpdate = z.infer<typeof unitUpdateBodySchema>;
export const unitListSchema = z.object({ items: z.array(unitSchema) });
/** GET /api/units: the picker list any signed-in user may read. */
export const unitOptionListSchema = z.object({
  items: z.array(unitSchema.pick({ id: true, name: true, type: true, shortNames: true, initials: true })),
});
export type UnitOptionList = z.infer<typeof unitOptionListSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  unit: z.object({ id: z.string(), name: z.string() }).nullable(),
  memberProfile: memberProfileSchema.nullable(),
  from: z.enum(USER_SOURCES),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Real names (2–3 Chinese characters) are shorter than the self-registration minimum of seed 000 §5. */
export const personNameSchema = z
  .string({ error: 'validation.displayNameRequired' })
  .trim()
  .min(1, { error: 'validation.displayNameRequired' })
  .min(2, { error: 'validation.tooShort' })
  .max(40);

const rolesSchema = z.array(z.enum(ROLES)).min(1, { error: 'validation.tooFew' }).max(ROLES.length);

export const adminUserCreateBodySchema = z
  .object({
    displayName: personNameSchema,
    phone: phoneSchema.nullable().optional(),
    email: emailSchema.nullable().optional(),
    password: passwordSchema,
    roles: rolesSchema,
    unitId: z.string().nullable().optional(),
    memberProfile: memberProfileSchema.nullable().optional(),
  })
  .refine((body) => Boolean(body.phone) || Boolean(body.email), {
    error: 'validation.phoneOrEmail',
    path: ['phone'],
  })
  .refine((body) => !approverWithoutUnit(body.roles), {
    error: 'approval.approverNeedsUnitRole',
    path: ['roles'],
  });
export type AdminUserCreate = z.infer<typeof adminUserCreateBodySchema>;

export const adminUserUpdateBodySchema = z
  .object({
    displayName: personNameSchema.optional(),
    phone: phoneSchema.nullable().optional(),
    email: emailSchema.nullable().optional(),
    roles: rolesSchema.optional(),
    unitId: z.string().nullable().optional(),
    memberProfile: memberProfileSchema.nullable().optional(),
    disabled: z.boolean().optional(),
  })
  .refine((body) => !body.roles || !approverWithoutUnit(body.roles), {
    error: 'approval.approverNeedsUnitRole',
    path: ['roles'],
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateBodySchema>;

export const adminPasswordResetBodySchema = z.object({ password: passwordSchema });

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(60).optional(),
  role: z.enum(ROLES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const idParamsSchema = z.object({ id: z.string().min(1) });

// --- quick panel (seed 000 §3): notes and events, each { id, title, detail } -----------------------

export const QUICK_PANEL_KINDS = ['note', 'event'] as const;
const quickPanelItemSchema = z.object({ id: z.string(), title: z.string(), detail: z.string() });
export const quickPanelDataSchema = z.object({
  notes: z.array(quickPanelItemSchema),
  events: z.array(quickPanelItemSchema),
});
export type QuickPanelData = z.infer<typeof quickPanelDataSchema>;
