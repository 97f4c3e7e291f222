import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/button';

interface State {
  error: unknown;
}

/**
 * Shown when a screen throws or its code cannot be loaded (e.g. a new release replaced the files). AppLayout keys
 * it by path, so moving to another screen starts fresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        <TriangleAlert className="size-6 text-danger" aria-hidden="true" />
        <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">
          Reload the page to continue. If it keeps happening, let us know.
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}
