import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { TooltipProvider } from '../components/ui/tooltip';
import { queryClient } from './query-client';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The spec's tooltip timing: open after 700 ms of rest, at once within 300 ms of the last one closing. */}
      <TooltipProvider delayDuration={700} skipDelayDuration={300}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
