import { generalToastDurationMs } from '@shutterdesk/core';
import { Toaster, toast } from 'sonner';

/**
 * Every toast goes through here (spec doc 1 section 9: one shown at a time, removed after 2000 ms).
 * The message doubles as the toast id, so repeating the same message refreshes one toast instead of stacking.
 */
export const notify = {
  success(message: string): void {
    toast.success(message, { id: message });
  },
  error(message: string): void {
    toast.error(message, { id: message });
  },
  info(message: string): void {
    toast.info(message, { id: message });
  },
};

export function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={generalToastDurationMs}
      position="top-center"
      theme="system"
      closeButton={false}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
