import type { ReactNode } from 'react';

/**
 * The one frame of every screen but the marketing pages (docs/product.md, "Page width"): the header's width and side
 * padding, so a screen's edges line up with the header's logo and menus and stay put from screen to screen. A
 * screen fills it (a wide table scrolls inside its own box) or centres a narrower column in it.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col px-4">{children}</div>;
}
