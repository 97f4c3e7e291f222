import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastOptions } from './toast';

/** The toasts offered so far, by key, with what their Undo and closing do. */
const toasts = new Map<string, ToastOptions & { message: string }>();
const dismissed: string[] = [];

vi.mock('./toast', () => ({
  notify: {
    success: (message: string, options: ToastOptions) => toasts.set(options.key ?? message, { message, ...options }),
  },
  dismissToast: (key: string) => {
    dismissed.push(key);
    // As sonner does: closing a toast runs its onClose.
    toasts.get(key)?.onClose?.();
  },
}));

const page = new EventTarget();

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('window', page);
  toasts.clear();
  dismissed.length = 0;
});

afterEach(() => {
  // Each test's module copy listens on the same page; hiding it again must find nothing left waiting.
  page.dispatchEvent(new Event('pagehide'));
  vi.unstubAllGlobals();
});

/** A change whose calls the test reads; `answer` settles its request. */
function recordedChange(group = 'tasks') {
  let answer!: () => void;
  const calls = { undone: 0, sent: [] as boolean[] };
  const change = {
    message: 'Task deleted successfully',
    group,
    undo: () => void calls.undone++,
    send: ({ keepalive }: { keepalive: boolean }) => {
      calls.sent.push(keepalive);
      return new Promise<void>((resolve) => (answer = resolve));
    },
  };
  return { change, calls, answer: () => answer() };
}

const load = () => import('./undoable');

const toastAt = (index: number) => {
  const toast = [...toasts.values()][index];
  if (!toast) throw new Error(`No toast ${index}`);
  return toast;
};

describe('offerUndo', () => {
  it('shows the message with Undo for the undo window; Undo takes the change back and nothing is sent', async () => {
    const { offerUndo, undoWindowMs } = await load();
    const { change, calls } = recordedChange();
    offerUndo(change);
    const toast = toastAt(0);
    expect(toast).toMatchObject({ message: 'Task deleted successfully', durationMs: undoWindowMs });
    expect(toast.action?.label).toBe('Undo');

    toast.action?.onClick();
    toast.onClose?.();
    page.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual({ undone: 1, sent: [] });
  });

  it('sends the change once when the toast closes without Undo; a late Undo does nothing', async () => {
    const { offerUndo } = await load();
    const { change, calls } = recordedChange();
    offerUndo(change);
    toastAt(0).onClose?.();
    toastAt(0).onClose?.();
    toastAt(0).action?.onClick();
    expect(calls).toEqual({ undone: 0, sent: [false] });
  });

  it('gives each change its own toast, so one can be undone and the other sent', async () => {
    const { offerUndo } = await load();
    const first = recordedChange();
    const second = recordedChange();
    offerUndo(first.change);
    offerUndo(second.change);
    expect(toasts.size).toBe(2);
    toastAt(0).action?.onClick();
    toastAt(1).onClose?.();
    expect(first.calls).toEqual({ undone: 1, sent: [] });
    expect(second.calls).toEqual({ undone: 0, sent: [false] });
  });

  it('sends every waiting change with keepalive as the page goes away, and closes their toasts', async () => {
    const { offerUndo } = await load();
    const first = recordedChange('tasks');
    const second = recordedChange('priority-tasks');
    offerUndo(first.change);
    offerUndo(second.change);
    page.dispatchEvent(new Event('pagehide'));
    expect([first.calls.sent, second.calls.sent]).toEqual([[true], [true]]);
    expect(dismissed).toHaveLength(2);
  });
});

describe('sendPendingChanges', () => {
  it('sends the group’s waiting changes now and resolves once they are answered; other groups wait', async () => {
    const { offerUndo, sendPendingChanges } = await load();
    const task = recordedChange('tasks');
    const priority = recordedChange('priority-tasks');
    offerUndo(task.change);
    offerUndo(priority.change);

    let done = false;
    const sending = sendPendingChanges('tasks').then(() => (done = true));
    expect(task.calls.sent).toEqual([false]);
    expect(priority.calls.sent).toEqual([]);
    await Promise.resolve();
    expect(done).toBe(false);
    task.answer();
    await sending;
    expect(done).toBe(true);
  });

  it('also waits for a change of the group sent before it was called', async () => {
    const { offerUndo, sendPendingChanges } = await load();
    const task = recordedChange('tasks');
    offerUndo(task.change);
    toastAt(0).onClose?.();
    let done = false;
    const sending = sendPendingChanges('tasks').then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    task.answer();
    await sending;
    expect(task.calls.sent).toEqual([false]);
  });

  it('sends every group when none is named', async () => {
    const { offerUndo, sendPendingChanges } = await load();
    const task = recordedChange('tasks');
    const priority = recordedChange('priority-tasks');
    offerUndo(task.change);
    offerUndo(priority.change);
    const sending = sendPendingChanges();
    task.answer();
    priority.answer();
    await sending;
    expect([task.calls.sent, priority.calls.sent]).toEqual([[false], [false]]);
  });
});
