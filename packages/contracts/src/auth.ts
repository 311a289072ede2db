import { z } from 'zod';
import {
  CODE_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  NOT_EXIST,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from './authConstants';
import { authRules, type FieldRule } from './authRules';
import { imageUrlSchema } from './imageUrl';
import { ROLES } from './roles';

/**
 * Sign-in, registration and the user of seed 000 §3/§5/§7. The field rules and their message keys live in
 * authRules.ts (no zod there, for the web's sign-in pages); these schemas run the same rules on the server.
 */

/** Seed 000 §9: the get-code button counts down from 10. */
export const GET_CODE_COUNTDOWN_SECONDS = 10;
/** Seed 000 §9: access tokens live 2 days and are reissued on a successful token check. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

/**
 * `base` (a string schema that names its own type error) checked by a contracts field rule as well. `docs`
 * states the rule for the OpenAPI document, which cannot read a refinement.
 */
function ruled(base: z.ZodString, rule: FieldRule, docs: z.GlobalMeta = {}): z.ZodString {
  return base
    .check(
      z.superRefine((value, context) => {
        const message = rule(value);
        if (message) context.addIssue({ code: 'custom', message, input: value });
      }),
    )
    .meta(docs);
}

export const phoneSchema = ruled(z.string({ error: 'validation.phone' }), authRules.phone, {
  pattern: PHONE_PATTERN.source,
}).trim();
export const smsCodeSchema = ruled(z.string({ error: 'validation.code' }), authRules.smsCode, {
  minLength: CODE_LENGTH,
}).trim();
export const emailSchema = ruled(z.string({ error: 'validation.email' }), authRules.email, {
  format: 'email',
});
export const displayNameSchema = ruled(
  z.string({ error: 'validation.displayNameRequired' }),
  authRules.displayName,
  { minLength: DISPLAY_NAME_MIN_LENGTH },
).trim();
export const passwordSchema = ruled(z.string({ error: 'validation.passwordRequired' }), authRules.password, {
  minLength: PASSWORD_MIN_LENGTH,
});

// --- phone flow (the host application's envelope: { code, msg, responseMsg?, data? }) -------------

export const loginPhoneCodeQuerySchema = z.object({ phone: phoneSchema });
export const loginByPhoneBodySchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
export const loginByTokenBodySchema = z.object({ appToken: ruled(z.string(), authRules.appToken) });

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
export const signInQuerySchema = z.object({
  email: ruled(z.string(), authRules.login).trim(),
  password: ruled(z.string(), authRules.loginPassword),
});
export const accessTokenQuerySchema = z.object({ access_token: z.string().optional() });
/** The lock screen's password (POST /api/auth/unlock): checked against the signed-in user. */
export const unlockBodySchema = z.object({ password: ruled(z.string(), authRules.loginPassword) });

/** What a user may change of themselves through POST /api/auth/user/update. */
export const userUpdateBodySchema = z.object({
  user: z.object({
    data: z
      .object({
        displayName: displayNameSchema,
        photoURL: imageUrlSchema.nullable(),
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
