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
  storage: Pick<Storage, 'getItem'> = localStorage,
): SplitPaneLayout {
  try {
    const kept: unknown = JSON.parse(storage.getItem(keyOf(name)) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return fallback;
    const { width, collapsed } = kept as Partial<Record<keyof SplitPaneLayout, unknown>>;
    return {
      width:
        typeof width === 'number' && Number.isFinite(width)
          ? Math.min(max, Math.max(min, Math.round(width)))
          : fallback.width,
      collapsed: typeof collapsed === 'boolean' ? collapsed : fallback.collapsed,
    };
  } catch {
    return fallback;
  }
}

export function saveSplitPaneLayout(
  name: string,
  layout: SplitPaneLayout,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(keyOf(name), JSON.stringify(layout));
  } catch {
    // Full or disabled storage: the layout holds for this visit only.
  }
}
