import { Tabs as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Tabs (Radix: arrow keys move between tabs, one tab stop, each tab controls its panel). */
export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List className={cn('inline-flex items-center gap-1 rounded-xl bg-muted p-1', className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        'inline-flex h-8 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted-foreground',
        'transition-colors duration-150 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-60',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content className={cn('focus-visible:outline-2 focus-visible:outline-ring', className)} {...props} />
  );
}
