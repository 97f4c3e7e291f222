import { useEffect, useState } from 'react';
import { useRenderNow } from '@/lib/server-render';

/**
 * The current time, renewed every `intervalMs`, so "2 minutes ago" keeps counting while a list is open. A list
 * drawn on the server starts from the server's clock, so that its hydration reads the same "ago".
 */
export function useNow(intervalMs = 30_000): Date {
  const renderNow = useRenderNow();
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
