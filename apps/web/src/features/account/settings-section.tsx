import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';

/**
 * One section of the account settings' accordion. Each opens and closes on its own (several may be open), and its
 * heading is the button that does it, so the page reads as a list of headings to a screen reader. A link to
 * `/account#<anchor>` opens that section and scrolls to it (the admin area sends admins to #two-factor).
 */
export function SettingsSection({
  title,
  description,
  icon: Icon,
  defaultOpen = false,
  anchor,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  defaultOpen?: boolean;
  anchor?: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  const { hash } = useLocation();
  const linkedTo = anchor !== undefined && hash === `#${anchor}`;
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linkedTo) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [linkedTo]);

  return (
    <Card ref={cardRef} id={anchor} className="overflow-hidden">
      <Collapsible defaultOpen={defaultOpen || linkedTo}>
        <h2>
          <CollapsibleTrigger
            className="h-auto min-h-16 rounded-none px-5 py-3 text-left sm:px-6"
            aria-describedby={descriptionId}
          >
            <span className="flex min-w-0 items-center gap-3">
              <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
              <span className="grid min-w-0 gap-0.5">
                <span className="text-base font-semibold">{title}</span>
                <span id={descriptionId} className="text-sm font-normal text-muted-foreground">
                  {description}
                </span>
              </span>
            </span>
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="border-t border-border px-5 py-5 sm:px-6">{children}</CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
