import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** Shown when a screen throws or its code cannot be loaded (e.g. after a new release replaced the files). */
export default function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <TriangleAlert className="size-6 text-danger" aria-hidden="true" />
      <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="text-sm text-muted-foreground">Reload the page to continue. If it keeps happening, let us know.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
