import { z } from 'zod';
import { safeString } from './safe-string.js';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { dailyGoalSchema } from './content.js';
import { ERROR_TEXTS } from './error-texts.js';
import { UI_LANGUAGES } from './languages.js';

/**
 * Accounts, sessions and the profile. Field names and option values are the public API's (docs/rules.md);
 * the same schemas validate the server's input and the web app's forms.
 */

/** Sign-up options (docs/rules.md, Accounts), in the order the form lists them. */
export const MEMORIZATION_LEVELS = ['para-1-3', 'para-4-10', 'para-11-20', 'para-21-30', 'complete'] as const;
export const NATIVE_LANGUAGES = [
  'english',
  'urdu',
  'hindi',
  'bengali',
  'indonesian',
  'malay',
  'turkish',
  'persian',
  'other',
] as const;
export const LEARNING_GOALS = [
  'daily-conversation',
  'understand-quran',
  'islamic-studies',
  'teaching',
  'cultural-connection',
] as const;
export type MemorizationLevel = (typeof MEMORIZATION_LEVELS)[number];
export type NativeLanguage = (typeof NATIVE_LANGUAGES)[number];
export type LearningGoal = (typeof LEARNING_GOALS)[number];

/** Session lifetimes: "remember me" keeps a persistent cookie for 30 days; otherwise the server forgets it sooner. */
export const REMEMBER_ME_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;
/** A password-reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_MAX_LENGTH = 254;

/** Messages the server answers with (besides the documented ones in ERROR_TEXTS). */
export const AUTH_TEXTS = {
  emailTaken: 'An account with this email already exists',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Names must be at most ${NAME_MAX_LENGTH} characters long`,
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Enter your current password to change your email address',
  nothingToUpdate: 'Nothing to update',
  // The same answer whether or not the email already had an account (its owner is emailed instead), so sign-up
  // cannot be used to learn who has one.
  signUpReceived:
    'Thank you. You can now sign in with this email and password. If the email already had an account, we have emailed its owner instead.',
  passwordChanged: 'Password changed. You have been signed out on your other devices.',
  resetRequested: 'If an account exists for this email, we have sent a link to reset the password.',
  resetDone: 'Your password has been reset. Please sign in with the new one.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

/** 'Too many attempts' message: says when to try again, in whole minutes (at least one). */
export function tooManySignInAttemptsText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * An account under guesses from many addresses: each password check waits its turn. Not a lock-out (the wait is
 * seconds, and the right password still works once it is over), so nobody can shut an owner out from elsewhere.
 */
export function signInSlowedText(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `This account has had many failed sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** Emails are compared case-insensitively: they are trimmed and lower-cased before anything else sees them. */
export const emailSchema = safeString({ error: AUTH_TEXTS.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_TEXTS.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_TEXTS.emailInvalid)
  .pipe(z.email(AUTH_TEXTS.emailInvalid));

/** A new password: the documented minimum with its exact message, and a maximum that keeps hashing cheap to refuse. */
export const newPasswordSchema = safeString({ error: AUTH_TEXTS.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, ERROR_TEXTS.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_TEXTS.passwordTooLong);

/** A password being checked (sign in, current password): any non-empty text up to the maximum. */
export const passwordSchema = safeString({ error: AUTH_TEXTS.passwordRequired })
  .min(1, AUTH_TEXTS.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_TEXTS.passwordTooLong);

const nameSchema = (required: string) =>
  safeString({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, AUTH_TEXTS.nameTooLong);

/** The first client sends an empty string for an untouched select; that means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).nullish();

export const signupRequestSchema = z
  .object({
    firstName: nameSchema(AUTH_TEXTS.firstNameRequired),
    lastName: nameSchema(AUTH_TEXTS.lastNameRequired),
    email: emailSchema,
    password: newPasswordSchema,
    memorizationLevel: optionalChoice(MEMORIZATION_LEVELS),
    nativeLanguage: optionalChoice(NATIVE_LANGUAGES),
    learningGoal: optionalChoice(LEARNING_GOALS),
    /** Items in a day's practice, chosen as the learner starts (5, 10 or 20). */
    dailyGoal: dailyGoalSchema.optional(),
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signinRequestSchema = z
  .object({
    // Not checked for format: a malformed address simply matches no account and gets the usual 401.
    email: safeString({ error: AUTH_TEXTS.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, AUTH_TEXTS.emailRequired)
      .max(EMAIL_MAX_LENGTH, AUTH_TEXTS.emailInvalid),
    password: passwordSchema,
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: 'SigninRequest' });
export type SigninRequest = z.input<typeof signinRequestSchema>;

/** The user as the API returns it, plus the sign-up extras. */
export const userSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    createdAt: z.string().meta({ description: 'ISO 8601 date and time' }),
    memorizationLevel: z.enum(MEMORIZATION_LEVELS).nullable(),
    nativeLanguage: z.enum(NATIVE_LANGUAGES).nullable(),
    learningGoal: z.enum(LEARNING_GOALS).nullable(),
    /** Items in the learner's daily practice session (5, 10 or 20); null until they choose. */
    dailyGoal: dailyGoalSchema.nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const signinResponseSchema = z
  .object({ user: userSchema, token: z.string() })
  .meta({ id: 'SigninResponse' });
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export const signupResponseSchema = z.object({ message: z.string() }).meta({ id: 'SignupResponse' });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema }).meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** PATCH /api/me: any of the fields; changing the email also needs the current password. */
export const updateProfileRequestSchema = z
  .object({
    firstName: nameSchema(AUTH_TEXTS.firstNameRequired).optional(),
    lastName: nameSchema(AUTH_TEXTS.lastNameRequired).optional(),
    email: emailSchema.optional(),
    currentPassword: passwordSchema.optional(),
    memorizationLevel: optionalChoice(MEMORIZATION_LEVELS),
    nativeLanguage: optionalChoice(NATIVE_LANGUAGES),
    learningGoal: optionalChoice(LEARNING_GOALS),
    dailyGoal: dailyGoalSchema.optional(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z
  .object({ currentPassword: passwordSchema, newPassword: newPasswordSchema })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The password is required for an account that has one; a provider-only account confirms by a recent sign-in. */
export const deleteAccountRequestSchema = z
  .object({ password: passwordSchema.optional() })
  .meta({ id: 'DeleteAccountRequest' });

export const passwordResetRequestSchema = z
  .object({
    email: emailSchema,
    /** The interface language the learner asked from: the e-mail is written in it (English when left out). */
    language: z.enum(UI_LANGUAGES).optional(),
  })
  .meta({ id: 'PasswordResetRequest' });

export const passwordResetConfirmSchema = z
  .object({ token: safeString().min(1).max(200), password: newPasswordSchema })
  .meta({ id: 'PasswordResetConfirm' });

/** GET /api/me/export: every section a feature registered, keyed by its name (see the server's lib/user-data.ts). */
export const userDataExportSchema = z
  .object({
    format: z.literal('lisan-user-data/1'),
    exportedAt: z.string(),
    userId: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'UserDataExport' });
export type UserDataExport = z.infer<typeof userDataExportSchema>;
