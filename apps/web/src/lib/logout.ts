import { authTexts } from '@shutterdesk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isNotProfileQuery, queryKeys } from './query-keys';
import { notify } from './toast';
import { sendPendingChanges } from './undoable';

/**
 * Logout as the user sees it, from the profile menu, the banned screen or the plans page: sign out, forget every
 * cached answer of the user, say so and go to /login. Returns the action and whether it is running.
 */
export function useLogoutAction(): { logout: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async (): Promise<void> => {
      // A delete still offering Undo is sent while the session that may send it lasts.
      await sendPendingChanges();
      // Loaded on click, so the better-auth client stays out of the first page load.
      const { authClient } = await import('./auth-client');
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? 'Sign-out failed');
    },
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.profile, null);
      queryClient.removeQueries({ predicate: isNotProfileQuery });
      notify.success(authTexts.loggedOut);
      void navigate('/login', { replace: true });
    },
    onError: () => notify.error(authTexts.logoutFailed),
  });
  return { isPending: mutation.isPending, logout: () => mutation.mutate() };
}
