import { authTexts } from '@shutterdesk/core';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/toast';
import { useLogout } from './api';

/**
 * Logout as the user sees it: sign out, forget the cached data, say so and go to /login. Returns the action and whether it is running.
 */
export function useLogoutAction(): { logout: () => void; isPending: boolean } {
  const navigate = useNavigate();
  const mutation = useLogout({
    onSuccess: () => {
      notify.success(authTexts.loggedOut);
      void navigate('/login', { replace: true });
    },
    onError: () => notify.error(authTexts.logoutFailed),
  });
  return { isPending: mutation.isPending, logout: () => mutation.mutate() };
}
