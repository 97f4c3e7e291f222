import { Tabs as Primitive } from 'radix-ui';
import { createContext, useContext, useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** What ties each tab to its panel: the ids of one set of tabs and the tab chosen. */
const TabsState = createContext<{ baseId: string; value: string } | null>(null);

function useTabsState() {
  const state = useContext(TabsState);
  if (!state) throw new Error('A tab or a tab panel must be inside Tabs.');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/**
 * Tabs (Radix: arrow keys move between tabs, one tab stop, each tab controls its panel). Always controlled: the
 * panel is ours (TabsContent), and it shows the tab chosen here.
 */
export function Tabs({ value, ...props }: ComponentProps<typeof Primitive.Root> & { value: string }) {
  const baseId = useId();
  return (
    <TabsState.Provider value={{ baseId, value }}>
      <Primitive.Root value={value} {...props} />
    </TabsState.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List className={cn('inline-flex items-center gap-1 rounded-xl bg-muted p-1', className)} {...props} />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  const { baseId } = useTabsState();
  return (
    <Primitive.Trigger
      value={value}
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
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

/**
 * The panel of tab `value`, mounted only while that tab is chosen. Not Radix's: its panel reads the page's
 * computed style as it mounts (to play an exit animation we do not have), which makes the browser style everything
 * drawn in the same go there and then, in the middle of React's commit; a panel holding a whole table pays for it.
 */
export function TabsContent({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const state = useTabsState();
  if (state.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(state.baseId, value)}
      aria-labelledby={tabId(state.baseId, value)}
      tabIndex={0}
      data-state="active"
      className={cn('focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
