import { z } from 'zod';
import { ROLES } from './roles';

/**
 * Sign-in, registration and the user of seed 000 §3/§5/§7. Field rules and their message keys live
 * here once; the server validates with these schemas and the web forms use them through zodResolver.
 */

export const PHONE_MIN_LENGTH = 11;
export const CODE_LENGTH = 6;
export const DISPLAY_NAME_MIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 6;
/** Seed 000 §9: the get-code button counts down from 10. */
export const GET_CODE_COUNTDOWN_SECONDS = 10;
/** Seed 000 §9: access tokens live 2 days and are reissued on a successful token check. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

export const phoneSchema = z
  .string({ error: 'validation.phone' })
  .trim()
  .min(PHONE_MIN_LENGTH, { error: 'validation.phone' })
  .regex(/^1\d{10}$/, { error: 'validation.phone' });
export const smsCodeSchema = z
  .string({ error: 'validation.code' })
  .trim()
  .min(CODE_LENGTH, { error: 'validation.code' });
export const emailSchema = z.email({ error: 'validation.email' });
export const displayNameSchema = z
  .string({ error: 'validation.displayNameRequired' })
  .trim()
  .min(1, { error: 'validation.displayNameRequired' })
  .min(DISPLAY_NAME_MIN_LENGTH, { error: 'validation.displayName' });
export const passwordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' });

// --- phone flow (the host application's envelope: { code, msg, responseMsg?, data? }) -------------

export const loginPhoneCodeQuerySchema = z.object({ phone: phoneSchema });
export const loginByPhoneBodySchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
export const loginByTokenBodySchema = z.object({
  appToken: z.string().min(1, { error: 'validation.required' }),
});
/** Seed 000 §4: the login result's msg is 'not-exist' when the phone number is unknown. */
export const NOT_EXIST = 'not-exist';

// --- the user -------------------------------------------------------------------------------------

export const USER_SOURCES = ['api', 'firebase', 'auth0'] as const;

export const userSchema = z.object({
  uid: z.string(),
  role: z.array(z.enum(ROLES)),
  from: z.enum(USER_SOURCES),
  phone: z.string().nullable(),
  unit: z.object({ id: z.string(), name: z.string() }).nullable(),
  data: z.object({
    displayName: z.string(),
    photoURL: z.string().nullable(),
    email: z.string().nullable(),
    /** The user's layout/theme settings (shape owned by the web shell); `{}` when never saved. */
    settings: z.record(z.string(), z.unknown()),
    /** Navigation item ids. */
    shortcuts: z.array(z.string()),
  }),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema, access_token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

export const phoneLoginResultSchema = z.object({
  code: z.literal(200),
  /** Seed 000 §7: on success msg holds the token. */
  msg: z.string(),
  data: z.object({ user: userSchema, phone: z.string() }),
});
export type PhoneLoginResult = z.infer<typeof phoneLoginResultSchema>;

// --- JWT flow -------------------------------------------------------------------------------------

export const registerBodySchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
/** The web form adds the confirmation; the server never sees it. */
export const registerFormSchema = registerBodySchema
  .extend({ passwordConfirm: z.string().min(1, { error: 'validation.passwordRequired' }) })
  .refine((form) => form.password === form.passwordConfirm, {
    error: 'validation.passwordsMismatch',
    path: ['passwordConfirm'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const signInQuerySchema = z.object({
  email: z.string().trim().min(1, { error: 'validation.emailRequired' }),
  password: z.string().min(1, { error: 'validation.passwordRequired' }),
});
export const accessTokenQuerySchema = z.object({ access_token: z.string().optional() });

/** What a user may change of themselves through POST /api/auth/user/update. */
export const userUpdateBodySchema = z.object({
  user: z.object({
    data: z
      .object({
        displayName: displayNameSchema,
        photoURL: z.string().nullable(),
        settings: z.record(z.string(), z.unknown()),
        shortcuts: z.array(z.string()).max(50),
      })
      .partial(),
  }),
});
export type UserUpdate = z.infer<typeof userUpdateBodySchema>;
