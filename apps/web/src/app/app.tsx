import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TooltipProvider } from '../components/ui/tooltip';
import { RenderGuessContext, type RenderGuess } from '../lib/server-render';

/**
 * What every page is drawn inside, in the browser and on the server alike; the router (a BrowserRouter or a
 * StaticRouter) goes in `children`.
 */
export function AppProviders({
  queryClient,
  guess,
  children,
}: {
  queryClient: QueryClient;
  guess: RenderGuess;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderGuessContext value={guess}>
        {/* The spec's tooltip timing: open after 700 ms of rest, at once within 300 ms of the last one closing. */}
        <TooltipProvider delayDuration={700} skipDelayDuration={300}>
          {children}
        </TooltipProvider>
      </RenderGuessContext>
    </QueryClientProvider>
  );
}
