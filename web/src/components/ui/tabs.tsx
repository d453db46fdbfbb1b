import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#lib/cn';
import { useIsHydrating } from '#lib/use-hydrating';

// WAI-ARIA tabs (automatic activation, roving tabindex). Owned here rather than Radix Tabs:
// the sign-in screen carries it, and it costs ~1 KB instead of ~6 KB gz (docs/decisions/0005).
type TabsState = { value: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({ defaultValue, children, className }: { defaultValue: string; children: ReactNode; className?: string }) {
  const [value, select] = useState(defaultValue);
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function TabsList({
  className,
  children,
  'aria-label': ariaLabel,
}: {
  className?: string;
  children: ReactNode;
  'aria-label': string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAVIGATION_KEYS.has(event.key)) return;
    const tabs = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    const last = tabs.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (current + 1) % tabs.length
            : (current - 1 + tabs.length) % tabs.length;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
      className={cn('grid w-full auto-cols-fr grid-flow-col gap-1 rounded-control bg-surface-muted p-1', className)}
    >
      {children}
    </div>
  );
}

export function TabsTrigger({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const tabs = useTabs();
  const isActive = tabs.value === value;
  // On pre-rendered HTML a click before the script runs would be lost.
  const isHydrating = useIsHydrating();
  return (
    <button
      type="button"
      role="tab"
      disabled={isHydrating}
      id={tabId(tabs.baseId, value)}
      aria-selected={isActive}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={isActive ? 0 : -1}
      data-state={isActive ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      className={cn(
        'min-h-10 rounded-[calc(var(--radius-control)-2px)] px-3 py-2 text-sm font-medium text-muted-foreground transition-colors duration-150',
        'hover:text-foreground data-[state=active]:bg-tab-active data-[state=active]:text-foreground data-[state=active]:shadow-card',
        className,
      )}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      className={cn('mt-6', className)}
    >
      {children}
    </div>
  );
}
