import { z } from 'zod';
import { NOT_EXIST } from './authConstants';
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

// --- phone flow answers (added with the server, issue 3) ------------------------------------------

/** Seed 000 §7 leaves the answer open; the same answer whether or not the phone is registered. */
export const phoneCodeResultSchema = z.object({
  code: z.literal(200),
  msg: z.string(),
  data: z.object({ expiresInSeconds: z.number(), retryAfterSeconds: z.number() }),
});
export type PhoneCodeResult = z.infer<typeof phoneCodeResultSchema>;
/** Codes live 5 minutes; a phone may request one every 60 s; the 6th try fails even with the right code. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_CODE_RESEND_SECONDS = 60;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/**
 * HTTP 404 of POST /api/mobile/loginByToken for a valid app token whose phone is not registered:
 * seed 000 §4/§8 (`msg: 'not-exist'`, `responseMsg` shown to the user) plus the standard error object.
 */
export const notExistResultSchema = z.object({
  code: z.literal(404),
  msg: z.literal(NOT_EXIST),
  responseMsg: z.string(),
  error: z.object({ code: z.literal('NOT_FOUND'), message: z.string() }),
});
export type NotExistResult = z.infer<typeof notExistResultSchema>;

/** What the host application signs (HS256, shared secret APP_TOKEN_SECRET). */
export const appTokenPayloadSchema = z.object({ phone: z.string(), exp: z.number() });

// --- password reset (the /pages/auth/forgot-password and reset-password screens) ------------------

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, { error: 'auth.resetTokenInvalid' }),
  password: passwordSchema,
});
/** The reset link is `/pages/auth/reset-password?token=…` and works once, for an hour. */
export const RESET_PASSWORD_PATH = '/pages/auth/reset-password';
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
