import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { hasCommandModifier } from './command-keys';
import './link-tabs.css';

export interface LinkTab {
  id: string;
  label: string;
  href: string;
}

/**
 * WAI-ARIA tabs whose selection lives in the URL: each tab is a link (bookmarkable, back/forward work),
 * arrow keys, Home and End move between tabs. The panel is rendered by the caller with `tabPanelProps`.
 */
export function LinkTabs({ label, tabs, selected }: { label: string; tabs: readonly LinkTab[]; selected: string }) {
  const navigate = useNavigate();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (hasCommandModifier(event)) return;
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
    void navigate(tabs[target]!.href, { replace: true });
  };
  return (
    <div role="tablist" aria-label={label} className="link-tabs">
      {tabs.map((tab, index) => (
        <Link
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`panel-${tab.id}`}
          tabIndex={tab.id === selected ? 0 : -1}
          to={tab.href}
          replace
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}

export function tabPanelProps(id: string) {
  return { role: 'tabpanel', id: `panel-${id}`, 'aria-labelledby': `tab-${id}`, tabIndex: 0 } as const;
}
