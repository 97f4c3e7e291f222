import { accountTexts, type NotificationPreferences, type ProfileLinksRequest } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { isNotProfileQuery, queryKeys } from '@/lib/query-keys';
import { setSessionProfile } from '@/lib/session';
import { notify } from '@/lib/toast';

/** better-auth's own answer to a failed call: its message is for the user. */
export class AuthCallError extends Error {
  readonly code: string | undefined;

  constructor(message: string | undefined, code: string | undefined) {
    super(message || 'Something went wrong. Please try again.');
    this.name = 'AuthCallError';
    this.code = code;
  }
}

/** The better-auth client, loaded when a setting is saved, so it stays out of the first page load. */
async function authClient() {
  return (await import('@/lib/auth-client')).authClient;
}

type AuthFailure = { message?: string | undefined; code?: string | undefined };

/** Our server answers better-auth's failures in the API's shape, `{ error: { code, message } }`, too. */
function rejectOnError(result: { error: (AuthFailure & { error?: AuthFailure }) | null }) {
  if (!result.error) return;
  const failure = result.error.error ?? result.error;
  throw new AuthCallError(failure.message, failure.code);
}

/**
 * Saves the Profile section: the name at once, a new e-mail (with the current password) through a confirmation link
 * sent to it (the current address stays in force until the link is followed). Answers whether a link was sent.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: {
      name?: string;
      email?: { newEmail: string; password: string };
    }): Promise<{ emailLinkSent: boolean }> => {
      const client = await authClient();
      if (change.name !== undefined) rejectOnError(await client.updateUser({ name: change.name }));
      if (change.email !== undefined) {
        rejectOnError(await client.changeEmail({ ...change.email, callbackURL: '/account' }));
      }
      return { emailLinkSent: change.email !== undefined };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}

/** Changes the password; every other session of the user is signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: { currentPassword: string; newPassword: string }) => {
      const client = await authClient();
      rejectOnError(await client.changePassword({ ...change, revokeOtherSessions: true }));
    },
  });
}

export function useSaveLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: ProfileLinksRequest) => api('PUT /api/profile/links', { body: links }),
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timezone: string) => api('PUT /api/profile/timezone', { body: { timezone } }),
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}

export function useSaveLeadWaitingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: number) => api('PUT /api/profile/lead-waiting-hours', { body: { hours } }),
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}

/**
 * Saves the whole set of reminder preferences. The switches move at once (the profile in the cache is updated
 * before the server answers) and move back if the save fails.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notification-preferences'],
    mutationFn: (preferences: NotificationPreferences) =>
      api('PUT /api/notification-preferences', { body: preferences }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.profile });
      const before = queryClient.getQueryData(queryKeys.profile);
      queryClient.setQueryData(queryKeys.profile, (profile: typeof before) =>
        profile ? { ...profile, notificationPreferences: preferences } : profile,
      );
      return { before };
    },
    onError: (_error, _preferences, context) => {
      if (context) queryClient.setQueryData(queryKeys.profile, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}

export interface Device {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  lastUsedAt: string;
  current: boolean;
}

/** The user's signed-in sessions, this one first, then by last use. */
export function useDevices() {
  return useQuery({
    queryKey: queryKeys.devices,
    queryFn: async (): Promise<Device[]> => {
      const client = await authClient();
      const [sessions, current] = await Promise.all([client.listSessions(), client.getSession()]);
      rejectOnError(sessions);
      const currentToken = current.data?.session.token;
      return (sessions.data ?? [])
        .map((session) => ({
          id: session.id,
          token: session.token,
          userAgent: session.userAgent ?? null,
          ipAddress: session.ipAddress ?? null,
          lastUsedAt: new Date(session.updatedAt).toISOString(),
          current: session.token === currentToken,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
    },
  });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => rejectOnError(await (await authClient()).revokeSession({ token })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.devices }),
  });
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => rejectOnError(await (await authClient()).revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.devices }),
  });
}

/** What turning two-factor sign-in on hands out: the authenticator's address (shown as a QR code) and backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/**
 * The first half of turning two-factor sign-in on: the password gives a secret and backup codes. It stays off until
 * a first code from the authenticator confirms the secret was saved (`useConfirmTwoFactor`).
 */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async (password: string): Promise<TwoFactorSetup> => {
      const result = await (await authClient()).twoFactor.enable({ password });
      rejectOnError(result);
      // The plugin answers `{ method: 'otp' }` only where codes go out by e-mail, which this server does not offer.
      if (!result.data || !('totpURI' in result.data)) throw new AuthCallError(undefined, undefined);
      return { totpURI: result.data.totpURI, backupCodes: result.data.backupCodes };
    },
  });
}

/** The authenticator's first code: two-factor sign-in is on from here. The session is renewed with it. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => rejectOnError(await (await authClient()).twoFactor.verifyTotp({ code })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.devices }),
      ]),
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => rejectOnError(await (await authClient()).twoFactor.disable({ password })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}

/** A fresh set of backup codes; the old ones stop working. */
export function useNewBackupCodes() {
  return useMutation({
    mutationFn: async (password: string): Promise<string[]> => {
      const result = await (await authClient()).twoFactor.generateBackupCodes({ password });
      rejectOnError(result);
      if (!result.data) throw new AuthCallError(undefined, undefined);
      return result.data.backupCodes;
    },
  });
}

/**
 * Deletes the account after the password is given again; the server ends the session with it. Then, as after a
 * logout, every cached answer of the user is forgotten and the browser goes to /login, where the toast says so.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => api('POST /api/account/delete', { body: { password } }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.profile, null);
      queryClient.removeQueries({ predicate: isNotProfileQuery });
      notify.success(accountTexts.accountDeleted);
      void navigate('/login', { replace: true });
    },
  });
}
