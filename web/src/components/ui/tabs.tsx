import { createContext, useContext, useId, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabsState {
  value: string;
  select: (value: string) => void;
  tabId: (value: string) => string;
  panelId: (value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

/** A DOM-safe id fragment for a tab value. */
function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}

export interface TabsProps {
  /** The selected tab's value. Tabs are always controlled (the page often keeps the value in the URL). */
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/**
 * Accessible tabs following the WAI-ARIA tabs pattern: a `tablist` of `tab`
 * buttons with a roving tab stop, Left/Right (wrapping), Home and End move and
 * select (automatic activation), and one `tabpanel` per tab labelled by its tab.
 * Only the selected panel renders its content; the others stay in the DOM,
 * empty and hidden, so every `aria-controls` points at an element.
 */
export function Tabs({ value, onValueChange, children, className }: TabsProps) {
  const base = useId();
  const state: TabsState = {
    value,
    select: onValueChange,
    tabId: (v) => `${base}-tab-${slug(v)}`,
    panelId: (v) => `${base}-panel-${slug(v)}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={className ? `tabs ${className}` : 'tabs'}>{children}</div>
    </TabsContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The row of tabs. `label` names the group for assistive technology. */
export function TabList({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const { select } = useTabs('TabList');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1 || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    next.focus();
    const value = next.dataset.value;
    if (value !== undefined) select(value);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className ? `tabs__list ${className}` : 'tabs__list'}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** One tab. Only the selected tab is in the Tab order; arrows reach the others. */
export function Tab({ value, children }: { value: string; children: ReactNode }) {
  const { value: selected, select, tabId, panelId } = useTabs('Tab');
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(value)}
      data-value={value}
      aria-selected={active}
      aria-controls={panelId(value)}
      tabIndex={active ? 0 : -1}
      className="tabs__tab"
      onClick={() => select(value)}
    >
      {children}
    </button>
  );
}

/** The content of one tab; rendered only while its tab is selected. */
export function TabPanel({
  value,
  children,
  className,
  ...rest
}: { value: string; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'id' | 'hidden'>) {
  const { value: selected, tabId, panelId } = useTabs('TabPanel');
  const active = value === selected;
  return (
    <div
      role="tabpanel"
      id={panelId(value)}
      aria-labelledby={tabId(value)}
      hidden={!active}
      tabIndex={active ? 0 : -1}
      className={className ? `tabs__panel ${className}` : 'tabs__panel'}
      {...rest}
    >
      {active ? children : null}
    </div>
  );
}
