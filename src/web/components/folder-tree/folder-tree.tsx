import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { unpadId } from '../../../contract/ids';
import { hasCommandModifier } from '../command-keys';
import { useScrollAreaVirtualizer } from '../use-scroll-area-virtualizer';
import { QueryView } from '../query-view/query-view';
import { EmptyState } from '../states';
import { folderIdLabel } from './count-text';
import { FolderCounts } from './folder-counts';
import { treeKey, TYPE_AHEAD_PAUSE_MS } from './tree-keyboard';
import { flattenTree } from './tree-model';
import { usePrefetchLevel, useTreeData } from './use-tree-data';
import { useRevealFolder } from './use-reveal-folder';
import './folder-tree.css';

const ROW_HEIGHT = 30;

interface FolderTreeProps {
  /** Accessible name of the tree. */
  label?: string;
  /** The one selected folder (single selection, e.g. the explorer's). */
  selectedId?: string | undefined;
  /** With this, the tree is multi-select: these folders are selected, Enter or a click toggles one. */
  chosenIds?: ReadonlySet<string>;
  /** Keyboard focus goes to this folder as soon as its row shows; pass a new object for each request. */
  focusRequest?: { id: string } | undefined;
  onSelect: (id: string) => void;
}

/** The folder tree (WAI-ARIA tree pattern, virtualised, loaded level by level as folders open). */
export function FolderTree({ label = 'Folders', selectedId, chosenIds, focusRequest, onSelect }: FolderTreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [focusedId, setFocusedId] = useState<string | undefined>(selectedId);
  const { tree, root } = useTreeData(expanded);
  const rows = useMemo(() => flattenTree(tree, expanded), [tree, expanded]);
  const prefetch = usePrefetchLevel();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowRefs = useRef(new Map<string, HTMLDivElement>());
  const virtualizer = useScrollAreaVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const focusIndex = Math.max(
    0,
    rows.findIndex((row) => row.id === (focusedId ?? selectedId)),
  );
  const tabStopId = rows[focusIndex]?.id;
  const selectedIndex = selectedId ? rows.findIndex((row) => row.id === selectedId) : -1;
  const scrolledTo = useRef<string>(undefined);
  const focusedFor = useRef<{ id: string }>(undefined);
  const typeAhead = useRef({ text: '', at: 0 });
  // Two trees may share a page (explorer and a picker): their description IDs must not collide.
  const descriptionPrefix = useId();

  const reveal = useCallback((ancestors: string[]) => {
    setExpanded((current) =>
      ancestors.every((id) => current.has(id)) ? current : new Set([...current, ...ancestors]),
    );
  }, []);
  useRevealFolder(selectedId, reveal);

  const moveFocus = useCallback(
    (id: string) => {
      setFocusedId(id);
      const index = rows.findIndex((row) => row.id === id);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
      requestAnimationFrame(() => rowRefs.current.get(id)?.focus());
    },
    [rows, virtualizer],
  );

  // A newly selected folder takes the focus stop (set while rendering, React's way to follow a prop).
  const [focusFollows, setFocusFollows] = useState(selectedId);
  if (focusFollows !== selectedId) {
    setFocusFollows(selectedId);
    if (selectedId) setFocusedId(selectedId);
  }

  // A revealed folder (deep link, search result) may lie far below the fold: bring it into view once, when
  // its row first exists, and not again on later renders, which would fight the user's own scrolling.
  useEffect(() => {
    if (selectedIndex < 0 || scrolledTo.current === selectedId) return;
    scrolledTo.current = selectedId;
    virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedId, selectedIndex, virtualizer]);

  useEffect(() => {
    if (!focusRequest || focusedFor.current === focusRequest || !rows.some((row) => row.id === focusRequest.id)) return;
    focusedFor.current = focusRequest;
    moveFocus(focusRequest.id);
  }, [focusRequest, rows, moveFocus]);

  const toggle = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (hasCommandModifier(event)) return;
    const typed = event.timeStamp - typeAhead.current.at < TYPE_AHEAD_PAUSE_MS ? typeAhead.current.text : '';
    const result = treeKey(rows, tabStopId, event.key, typed);
    if (!result) return;
    event.preventDefault();
    typeAhead.current = { text: result.typed ?? '', at: event.timeStamp };
    if (result.expand?.length) setExpanded((current) => new Set([...current, ...result.expand!]));
    if (result.collapse) toggle(result.collapse, false);
    if (result.focus) moveFocus(result.focus);
    if (result.select) onSelect(result.select);
  };

  // While the service is not answering, the tree tries again by itself and shows the folders once it answers.
  return (
    <QueryView
      query={root}
      loading="Loading folders"
      loadingLines={8}
      error="Could not load the folders"
      empty={<EmptyState title="No folders yet">Folders created in the test automation tool appear here.</EmptyState>}
      isEmpty={() => rows.length === 0}
    >
      {() => (
        <div ref={scrollRef} className="folder-tree-scroll">
          {/* Focus lives on one treeitem at a time (roving tabindex), as the tree pattern prescribes. */}
          {/* oxlint-disable-next-line jsx-a11y/interactive-supports-focus */}
          <div
            role="tree"
            aria-label={label}
            aria-multiselectable={chosenIds ? true : undefined}
            className="folder-tree"
            style={{ height: virtualizer.getTotalSize() }}
            onKeyDown={onKeyDown}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const selected = chosenIds ? chosenIds.has(row.id) : row.id === selectedId;
              return (
                // Keys reach the treeitems through the tree's own handler (one handler for every row).
                // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={row.id}
                  ref={(element) => {
                    if (element) rowRefs.current.set(row.id, element);
                    else rowRefs.current.delete(row.id);
                  }}
                  role="treeitem"
                  aria-level={row.level}
                  aria-posinset={row.posinset}
                  aria-setsize={row.setsize}
                  aria-expanded={row.expanded}
                  aria-selected={selected}
                  aria-busy={row.loading || undefined}
                  aria-label={row.folder.DESCR || `Folder ${unpadId(row.id)}`}
                  aria-describedby={`${descriptionPrefix}-${row.id}`}
                  tabIndex={row.id === tabStopId ? 0 : -1}
                  className={`tree-row${selected ? ' selected' : ''}`}
                  style={{
                    transform: `translateY(${item.start}px)`,
                    height: ROW_HEIGHT,
                    paddingLeft: `${(row.level - 1) * 1.1 + 0.4}rem`,
                  }}
                  onClick={() => {
                    setFocusedId(row.id);
                    onSelect(row.id);
                  }}
                  onFocus={() => {
                    setFocusedId(row.id);
                    if (row.expanded === false) prefetch(row.id);
                  }}
                  onMouseEnter={() => row.expanded === false && prefetch(row.id)}
                >
                  {/* Pointer shortcut only: keyboard users open and close folders with the arrow keys on the treeitem. */}
                  {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events */}
                  <span
                    className="tree-toggle"
                    aria-hidden="true"
                    onClick={(event) => {
                      if (row.expanded === undefined) return;
                      event.stopPropagation();
                      toggle(row.id, !row.expanded);
                    }}
                  >
                    {row.expanded === undefined ? '' : row.expanded ? '▾' : '▸'}
                  </span>
                  <span className="tree-name">{row.folder.DESCR || '(no description)'}</span>
                  <span className="tree-id" aria-hidden="true">
                    {folderIdLabel(row.id)}
                  </span>
                  <FolderCounts
                    folderId={row.id}
                    parentId={row.folder.PARENTID}
                    hasSubfolders={row.expanded !== undefined}
                    descriptionId={`${descriptionPrefix}-${row.id}`}
                  />
                  {row.loading ? <span className="muted"> loading…</span> : null}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </QueryView>
  );
}
