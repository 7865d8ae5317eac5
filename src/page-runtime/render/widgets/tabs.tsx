import { useId, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '@/ui/class-names';
import styles from './tabs.module.css';

export type WidgetTabsProps = {
  /** Each tab's label and panel, rendered on the server from the tab's element lists. */
  readonly labels: readonly ReactNode[];
  readonly panels: readonly ReactNode[];
  /** The tab open on arrival, or -1 for none (widget-blocks.ts: initialTab). */
  readonly initial: number;
  /** Clicking the open tab closes it. */
  readonly collapsible: boolean;
  /** The editor's `activeTabStyle`, on the open tab. */
  readonly activeTabStyle: CSSProperties;
  /** `tabHeaderLayout`: how the tab row is spread (justify-content). */
  readonly headerLayout: CSSProperties['justifyContent'];
};

const subscribeNever = () => () => undefined;

/** The page's fragment, decoded; '' when it is malformed (a hand-typed `%`). */
function currentFragment(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/** The tab a key moves to from `index` of `count`, or undefined for any other key. */
function tabAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * 'Builder: Tabs' as the ARIA tabs pattern: a tablist whose tabs select by click, and by
 * ArrowLeft/ArrowRight/Home/End with automatic activation (focus moves and the panel follows);
 * only the selected tab is in the Tab order once hydrated. Every panel is in the HTML, the
 * unselected ones `hidden`, on the server and after hydration alike, so the visible text is the
 * same with JavaScript on and off.
 *
 * Without JavaScript each tab is a link to its panel and CSS shows the targeted panel (`:target`),
 * so every panel stays reachable by mouse and keyboard; until hydration every tab is in the Tab
 * order for the same reason. A link followed before hydration is honoured once it hydrates.
 */
export function WidgetTabs({ labels, panels, initial, collapsible, activeTabStyle, headerLayout }: WidgetTabsProps) {
  const base = useId();
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = (index: number) => `${base}-panel-${index}`;
  // '' on the server and while hydrating, so the first client render matches the HTML.
  const hash = useSyncExternalStore(
    subscribeNever,
    currentFragment,
    () => '',
  );
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const targeted = hash === '' ? -1 : panels.findIndex((_, index) => panelId(index) === hash);
  const active = chosen ?? (targeted >= 0 ? targeted : initial);
  const focusable = active >= 0 ? active : 0;

  const select = (index: number) => setChosen(index === active && collapsible ? -1 : index);
  const move = (index: number) => {
    setChosen(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const next = tabAfterKey(event.key, index, labels.length);
    if (next !== undefined) {
      event.preventDefault();
      move(next);
    } else if (event.key === ' ') {
      // A link does not activate on Space; a tab does.
      event.preventDefault();
      select(index);
    }
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    select(index);
  };

  return (
    <div className={cx('builder-tabs', styles.tabs)} data-hydrated={hydrated ? '' : undefined}>
      <div role="tablist" className={cx('builder-tabs-wrap', styles.tablist)} style={{ justifyContent: headerLayout }}>
        {labels.map((label, index) => (
          <a
            // Tabs have no ids of their own; their order is their identity, as in the SDK.
            key={index}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            id={tabId(index)}
            href={`#${panelId(index)}`}
            role="tab"
            aria-selected={index === active}
            aria-controls={panelId(index)}
            tabIndex={!hydrated || index === focusable ? 0 : -1}
            className={cx('builder-tab-wrap', index === active && 'builder-tab-active', styles.tab)}
            style={index === active ? activeTabStyle : undefined}
            onClick={(event) => onClick(event, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </a>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div key={index} id={panelId(index)} role="tabpanel" aria-labelledby={tabId(index)} tabIndex={0} hidden={index !== active} className={styles.panel}>
          {panel}
        </div>
      ))}
    </div>
  );
}
