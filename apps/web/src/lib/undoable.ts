import type { QueryClient } from '@tanstack/react-query';
import { isNotProfileQuery } from './query-keys';
import { dismissToast, notify } from './toast';

/**
 * Changes the user can take back with the Undo of their toast (deleting a task): shown at once, sent only when
 * the toast closes without Undo. They wait here rather than in a component, so changing the route loses none;
 * when the page goes away (pagehide) they are sent at once, with keepalive so the request outlives the page.
 */

/** How long Undo is offered. */
export const undoWindowMs = 6000;

export interface UndoableChange {
  /** The toast's text. */
  message: string;
  /** The changes it is sent with by sendPendingChanges, e.g. one list's deletes. */
  group: string;
  /** Takes the change back on screen; nothing has been sent. */
  undo: () => void;
  /** Sends the change and handles the answer, failures included (it does not reject). */
  send: (options: { keepalive: boolean }) => Promise<void>;
}

const waiting = new Map<string, UndoableChange>();
/** Changes sent whose answer has not come yet, with their group. */
const underWay = new Map<Promise<void>, string>();
let lastKey = 0;
let listening = false;

function sendNow(key: string, keepalive: boolean): Promise<void> {
  const change = waiting.get(key);
  if (!change) return Promise.resolve();
  waiting.delete(key);
  dismissToast(key);
  const sent: Promise<void> = change.send({ keepalive }).finally(() => underWay.delete(sent));
  underWay.set(sent, change.group);
  return sent;
}

/**
 * Marks, for the next page of this tab, that changes went out as this page went away: the server may draw that page
 * before they land (a reload at once), so it reads its data again once it is up (`readAgainIfChangesWentWithPage`).
 */
const sentAsPageWentKey = 'shutterdesk-sent-as-page-went';

function sendAllAsPageGoes(): void {
  if (waiting.size === 0 && underWay.size === 0) return;
  for (const key of [...waiting.keys()]) void sendNow(key, true);
  try {
    sessionStorage.setItem(sentAsPageWentKey, '1');
  } catch {
    // Without storage the next page may show a change late, until its next read.
  }
}

/** Reads every answer but the session again when the page before this one sent changes as it went away. */
export function readAgainIfChangesWentWithPage(queryClient: QueryClient): void {
  try {
    if (sessionStorage.getItem(sentAsPageWentKey) === null) return;
    sessionStorage.removeItem(sentAsPageWentKey);
  } catch {
    return;
  }
  void queryClient.invalidateQueries({ predicate: isNotProfileQuery });
}

/** Shows the change's toast with Undo; the change is sent when the toast closes any other way. */
export function offerUndo(change: UndoableChange): void {
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', sendAllAsPageGoes);
  }
  const key = `undoable-${++lastKey}`;
  waiting.set(key, change);
  notify.success(change.message, {
    key,
    durationMs: undoWindowMs,
    action: {
      label: 'Undo',
      onClick: () => {
        if (waiting.delete(key)) change.undo();
      },
    },
    onClose: () => void sendNow(key, false),
  });
}

/**
 * Sends the waiting changes of `group` (of every group when left out) now, closing their toasts, and resolves
 * once every change of it sent so far has its answer: for a request that must find them done, such as adding
 * to a list that is at its limit, or signing out.
 */
export async function sendPendingChanges(group?: string): Promise<void> {
  const inGroup = (changeGroup: string) => group === undefined || changeGroup === group;
  for (const [key, change] of [...waiting]) if (inGroup(change.group)) void sendNow(key, false);
  await Promise.all([...underWay].filter(([, changeGroup]) => inGroup(changeGroup)).map(([sent]) => sent));
}
