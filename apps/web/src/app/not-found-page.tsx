import { notFoundTexts } from '@shutterdesk/core';
import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** Any unknown path, an admin route for a non-admin, and the routes whose screens are not built yet. */
export default function NotFoundPage() {
  useDocumentTitle(notFoundTexts.title);
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-5 py-20 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <Compass className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{notFoundTexts.title}</h1>
      <p className="text-sm text-muted-foreground">The page you were looking for doesn't exist or has moved.</p>
      <Link to="/dashboard" className={buttonClasses({ size: 'lg' })}>
        {notFoundTexts.returnToDashboard}
      </Link>
    </div>
  );
}
