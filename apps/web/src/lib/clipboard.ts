import { notify } from './toast';

/** Copies text for the user and says in a toast whether it worked (a browser may refuse, e.g. without focus). */
export function copyWithToast(text: string, toasts: { copied: string; failed: string }) {
  navigator.clipboard.writeText(text).then(
    () => notify.success(toasts.copied),
    () => notify.error(toasts.failed),
  );
}
