import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** What the tabs choose between, for assistive technology. */
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the ids that tie each tab to the panel (see tabPanelProps). */
  idBase: string;
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;

/** Props for the one panel the tabs control: labelled by the selected tab. */
export const tabPanelProps = (idBase: string, selected: string) => ({
  id: `${idBase}-panel`,
  role: 'tabpanel' as const,
  'aria-labelledby': tabId(idBase, selected),
});

/**
 * A tab list with the keyboard of the ARIA pattern: one tab stop, arrows move and select (wrapping), Home and
 * End jump to the ends. Each tab is a 44 px target; the row scrolls sideways when the labels do not fit.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect, idBase }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);

  const move = (index: number) => {
    const target = items[(index + items.length) % items.length];
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, target.id))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    move(moves[event.key]);
  };

  return (
    <div ref={list} className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            id={tabId(idBase, item.id)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={active}
            aria-controls={tabPanelProps(idBase, selected).id}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
