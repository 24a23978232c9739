import { keep, readKept, type KeptStore } from './kept-in-browser';

/** What a split pane keeps between visits: where its separator was and whether its start pane was hidden. */
export interface SplitPaneLayout {
  width: number;
  collapsed: boolean;
}

interface Bounds {
  min: number;
  max: number;
}

// Named as the app's other keys in this browser (tad.theme, tad.report-presets).
const keyOf = (name: string) => `tad.split-pane.${name}`;

/**
 * The layout kept under `name`, within today's bounds (a width kept on a wider screen, or edited by hand, is
 * clamped); `fallback` for what is missing or unusable.
 */
export function loadSplitPaneLayout(
  name: string,
  fallback: SplitPaneLayout,
  { min, max }: Bounds,
  store?: Pick<KeptStore, 'getItem'>,
): SplitPaneLayout {
  const parse = (text: string): SplitPaneLayout | undefined => {
    const kept: unknown = JSON.parse(text);
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { width, collapsed } = kept as Partial<Record<keyof SplitPaneLayout, unknown>>;
    return {
      width:
        typeof width === 'number' && Number.isFinite(width)
          ? Math.min(max, Math.max(min, Math.round(width)))
          : fallback.width,
      collapsed: typeof collapsed === 'boolean' ? collapsed : fallback.collapsed,
    };
  };
  return readKept(keyOf(name), parse, fallback, store);
}

/** Where storage is off or full, the layout holds for this visit only. */
export function saveSplitPaneLayout(
  name: string,
  layout: SplitPaneLayout,
  store?: Pick<KeptStore, 'setItem' | 'removeItem'>,
) {
  keep(keyOf(name), JSON.stringify(layout), store);
}
