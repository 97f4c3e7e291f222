import { toastMinDurationMs } from '@shutterdesk/core';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useThemeChoice } from './theme';

/** Sonner's Toaster with the spec's settings; loaded by ./toast.tsx on the first toast. */
export default function Toaster({ onReady }: { onReady: () => void }) {
  // Sonner subscribes in its own effect, which runs before this one: after this, toasts are heard.
  useEffect(onReady, [onReady]);
  const theme = useThemeChoice();
  return (
    <Sonner
      visibleToasts={1}
      duration={toastMinDurationMs}
      // At the bottom, clear of the header's links; on phones above the chat button, whose footprint the
      // signed-in shell sets as --floating-clearance (app/app-layout.tsx).
      position="bottom-center"
      mobileOffset={{ bottom: 'var(--floating-clearance, 1rem)' }}
      theme={theme}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
