import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
}

export interface TabsProps<Key extends string> {
  /** What the tabs choose between, for assistive technology (the tab list's name). */
  label: string;
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Where each key moves the focus and the selection, from the tab at `index` of `count`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as WAI-ARIA's tabs pattern has them, and React Aria's Tabs behave: the selected tab is the
 * list's one Tab stop, the arrow keys (wrapping around), Home and End move to a tab and select it,
 * the selected tab names the panel it controls and the panel is named by it. One component for
 * every tab list of the portal; written here rather than taken from React Aria because Home, a
 * page whose first load is counted in bytes, shows one too, and the kit loads with the
 * dashboards only.
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<Key>) {
  const id = useId();
  const tabId = (key: Key) => `${id}tab-${key}`;
  const panelId = `${id}panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const index = tabs.findIndex((tab) => tab.key === selected);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)]!;
    onSelect(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <Tab
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.m};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: bold;
  }
`;
