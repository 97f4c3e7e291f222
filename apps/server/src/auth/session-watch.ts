import type { Context } from 'hono';
import type { AppBindings } from '../http/context';
import type { SessionCache } from './session-cache';

/**
 * For a response that outlives its request (the live event stream): calls `onEnded` once the caller's session
 * has ended (signed out, revoked, expired) or the user is banned. Checked when the database announces a change
 * to the user's sessions or ban, and on each `recheck()`, which covers announcements lost while the listener
 * was down. A check the database cannot answer leaves the response going. `stop()` ends the watch.
 */
export function watchSession(sessions: SessionCache, c: Context<AppBindings>, onEnded: () => void) {
  const userId = c.get('userId');
  let ended = false;
  const recheck = async () => {
    if (ended) return;
    try {
      const session = await sessions.current(c);
      if (session && !session.isBanned) return;
    } catch (error) {
      c.get('logger').warn({ err: error }, 'rechecking a session failed');
      return;
    }
    ended = true;
    onEnded();
  };
  const stop = sessions.onForget((owner) => {
    if (owner === userId) void recheck();
  });
  return { recheck, stop };
}
