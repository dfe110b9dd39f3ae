import type {
  ChangePasswordRequest,
  MeResponse,
  MessageResponse,
  SigninRequest,
  SigninResponse,
  SignupRequest,
  SignupResponse,
  UpdateProfileRequest,
  UiLanguage,
  User,
  UserDataExport,
} from '@lisan/contract';
import { isUiLanguage } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../lib/api-client';
import { subscriptionQuery } from '../billing';
import { identitiesQueryKey, linkPendingProvider } from './oauth-api';
import { clearSession, readSession, storeSession, updateStoredUser } from '../session';

/** Fetchers of the account endpoints, typed with the contract's types. */

async function signUp(body: SignupRequest) {
  return apiRequest<SignupResponse>('POST', '/api/signup', { body });
}

/** Sign-in stores the token and the user and marks the session signed in (the caller then goes to /). */
async function signIn(body: SigninRequest): Promise<User> {
  const { user, token } = await apiRequest<SigninResponse>('POST', '/api/signin', { body });
  storeSession(token, user);
  return user;
}

/**
 * Revokes the session on the server, then forgets it here. The browser forgets it even when the server cannot
 * be reached: the user asked to be signed out of this browser, and that must not depend on the network.
 */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/signout');
  } finally {
    clearSession();
  }
}

export async function signOutEverywhere(): Promise<void> {
  await apiRequest('POST', '/api/signout-all');
  clearSession();
}

export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const { user } = await apiRequest<MeResponse>('PATCH', '/api/me', { body });
  updateStoredUser(user);
  return user;
}

async function changePassword(body: ChangePasswordRequest) {
  return apiRequest<MessageResponse>('POST', '/api/me/password', { body });
}

/** Without a password (an account made through Google or Facebook), a recent sign-in confirms instead. */
async function deleteAccount(password?: string): Promise<void> {
  await apiRequest('DELETE', '/api/me', { body: { password } });
  clearSession();
}

/** Fetches the export and hands it to the browser as a file download. */
export async function downloadMyData(): Promise<void> {
  const data = await apiGet<UserDataExport>('/api/me/export');
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lisan-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function requestPasswordReset(email: string, language?: UiLanguage) {
  return apiRequest<MessageResponse>('POST', '/api/password-reset/request', { body: { email, language } });
}

async function confirmPasswordReset(token: string, password: string) {
  return apiRequest<MessageResponse>('POST', '/api/password-reset/confirm', { body: { token, password } });
}

/*
 * The account forms' mutations. Cached answers that belong to the account (its sign-in methods, its plan) are
 * invalidated by their query factories' keys once the account changes under them.
 */

/**
 * Signs up, then signs the new account in with the same details: a learner who has just chosen a password is not
 * asked to type it again before the first lesson.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignupRequest) => {
      await signUp(body);
      return signIn({ email: body.email, password: body.password, rememberMe: false });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identitiesQueryKey }),
  });
}

/** Signs in, then links a Google or Facebook account that was waiting for this password. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SigninRequest) => {
      const user = await signIn(body);
      return { user, linked: await linkPendingProvider() };
    },
    // The linked sign-in methods are cached without a user in their key: they were another visitor's.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identitiesQueryKey }),
  });
}

/** The e-mail comes in the interface language the learner asked from. */
export function useRequestPasswordReset() {
  const { i18n } = useTranslation();
  const language = isUiLanguage(i18n.language) ? i18n.language : undefined;
  return useMutation({ mutationFn: (body: { email: string }) => requestPasswordReset(body.email, language) });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      confirmPasswordReset(body.token, body.password),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // A new email address can change which provider accounts match this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identitiesQueryKey }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    // Answers whose account it was: deleting it signs this browser out.
    mutationFn: async (body: { password?: string }) => {
      const session = readSession();
      await deleteAccount(body.password);
      return session.status === 'signedIn' ? session.user.id : undefined;
    },
    onSuccess: (userId) => {
      queryClient.removeQueries({ queryKey: identitiesQueryKey });
      queryClient.removeQueries({ queryKey: subscriptionQuery(userId).queryKey });
    },
  });
}

/** Server error codes this feature has translations for (auth.json `errors.*`); others show the server's words. */
const TRANSLATED_CODES = {
  invalid_credentials: 'errors.invalidCredentials',
  email_taken: 'errors.emailTaken',
  wrong_password: 'errors.currentPasswordWrong',
  current_password_required: 'errors.currentPasswordRequired',
  reset_link_invalid: 'errors.resetLinkInvalid',
} as const;

export type TranslatedErrorKey = (typeof TRANSLATED_CODES)[keyof typeof TRANSLATED_CODES];

/** The translation key for a failure the server described with a known code, if any. */
export function translatedErrorKey(error: unknown): TranslatedErrorKey | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  return TRANSLATED_CODES[error.code as keyof typeof TRANSLATED_CODES];
}
