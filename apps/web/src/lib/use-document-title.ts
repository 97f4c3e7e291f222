import { useEffect } from 'react';

export const appName = 'Shutterdesk';

/** Sets document.title while the calling screen is shown. `exact` skips the " · Shutterdesk" suffix. */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}): void {
  useEffect(() => {
    document.title = exact || title === appName ? title : `${title} · ${appName}`;
  }, [title, exact]);
}
