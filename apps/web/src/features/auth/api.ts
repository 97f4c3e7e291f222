import type {
  CompletePasswordResetRequest,
  ForgotPasswordForm,
  LoginForm,
  Profile,
  RegisterForm,
} from '@shutterdesk/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { sessionQueryOptions } from '@/lib/session';

/** Reads the session again now and waits for it, so the guard knows the user before we navigate. */
function reloadSession(queryClient: QueryClient): Promise<Profile | null> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/**
 * better-auth answered with an error. `message` is the provider's text for the user (may be empty);
 * anything else thrown by these mutations (network down, bad JSON) is unexpected.
 */
export class AuthRejectedError extends Error {
  readonly code: string | undefined;
  readonly status: number;

  constructor({ message, code, status }: { message?: string | undefined; code?: string | undefined; status: number }) {
    super(message ?? '');
    this.name = 'AuthRejectedError';
    this.code = code;
    this.status = status;
  }
}

/**
 * What a screen does after a mutation (toast, navigate). These run as the mutation's own callbacks, so they still
 * run when the screen has already unmounted, e.g. when the guard moved a freshly signed-in user on.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * better-auth's client hands back an error answer's body with its status; our server answers every error as
 * `{ error: { code, message } }` (apps/server/src/auth/error-shape.ts), which the client does not know of.
 */
function authRejected(failure: { status: number; code?: string | undefined; message?: string | undefined }) {
  const nested = (failure as { error?: { code?: string; message?: string } }).error;
  return new AuthRejectedError({
    status: failure.status,
    code: nested?.code ?? failure.code,
    message: nested?.message ?? failure.message,
  });
}

/** better-auth's client is loaded on the first auth action only (bundle budget). */
async function loadAuthClient() {
  return (await import('@/lib/auth-client')).authClient;
}

/** After a sign-in step succeeded: the user, read again, so the guard knows them before we navigate. */
async function signedInProfile(queryClient: QueryClient): Promise<Profile> {
  const profile = await reloadSession(queryClient);
  if (!profile) throw new Error('Signed in, but the session was not found.');
  return profile;
}

/** What the password step leads to: the signed-in user, or the code step when two-factor sign-in is on. */
export type LoginResult = { kind: 'signedIn'; profile: Profile } | { kind: 'codeRequired' };

export function useLogin(callbacks: MutationCallbacks<LoginResult, LoginForm> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async ({ email, password }: LoginForm): Promise<LoginResult> => {
      const authClient = await loadAuthClient();
      const { data, error } = await authClient.signIn.email({ email, password });
      if (error) throw authRejected(error);
      // The password was right, but there is no session until the authenticator's code (or a backup code).
      if (data && 'twoFactorRedirect' in data) return { kind: 'codeRequired' };
      return { kind: 'signedIn', profile: await signedInProfile(queryClient) };
    },
  });
}

export interface SecondFactor {
  method: 'totp' | 'backupCode';
  code: string;
  trustDevice: boolean;
}

/** The code step of a sign-in: checks the code against the challenge the password step left in a cookie. */
export function useVerifySecondFactor(callbacks: MutationCallbacks<Profile, SecondFactor> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async ({ method, code, trustDevice }: SecondFactor): Promise<Profile> => {
      const authClient = await loadAuthClient();
      const verify = method === 'totp' ? authClient.twoFactor.verifyTotp : authClient.twoFactor.verifyBackupCode;
      const { error } = await verify({ code, trustDevice });
      if (error) throw authRejected(error);
      return signedInProfile(queryClient);
    },
  });
}

export function useRegister(callbacks: MutationCallbacks<void, RegisterForm> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ name, email, password }: RegisterForm): Promise<void> => {
      const authClient = await loadAuthClient();
      // Sign-up does not sign in: the e-mail must be verified first; the link then lands on /welcome.
      const { error } = await authClient.signUp.email({ name, email, password, callbackURL: '/welcome' });
      if (error) throw authRejected(error);
    },
  });
}

export function useRequestPasswordReset(callbacks: MutationCallbacks<void, ForgotPasswordForm> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ email }: ForgotPasswordForm): Promise<void> => {
      const authClient = await loadAuthClient();
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/update-password' });
      if (error) throw authRejected(error);
    },
  });
}

/**
 * Sends a new verification link. The answer is the same whether or not the address has an account waiting for
 * verification; only too many requests (429) are refused.
 */
export function useResendVerification(callbacks: MutationCallbacks<void, ForgotPasswordForm> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ email }: ForgotPasswordForm): Promise<void> => {
      const authClient = await loadAuthClient();
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: '/welcome' });
      if (error) throw authRejected(error);
    },
  });
}

/** POST /api/password-reset: sets the new password and signs the user in. Rejects with ApiError. */
export function useCompletePasswordReset(callbacks: MutationCallbacks<void, CompletePasswordResetRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async (request: CompletePasswordResetRequest): Promise<void> => {
      await api('POST /api/password-reset', { body: request });
      // The answer set the session cookie: read the (new) user now; if that fails, the guard reads it later.
      await reloadSession(queryClient).catch(() => queryClient.invalidateQueries({ queryKey: queryKeys.profile }));
    },
  });
}
