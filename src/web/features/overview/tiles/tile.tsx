import type { CSSProperties, ReactNode } from 'react';
import { isUnreachable } from '../../../../client/query-client';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import type { TileName, TileState } from '../data/tile-state';

/**
 * `two`: two of three columns, the whole row of two (a chart). `all`: always the whole row. `one-of-three`: one of
 * three columns, the whole row of two, so that a tile coming third before a chart does not stand beside a gap.
 */
type TileSpan = 'one' | 'two' | 'all' | 'one-of-three';

/** One tile of the overview: a titled region with its own loading, error and empty states. */
export function Tile({
  name,
  title,
  action,
  span = 'one',
  reserve,
  children,
}: {
  name: string;
  title: string;
  /** A link to the screen that lists what the tile counts. */
  action?: ReactNode;
  /** How many of the grid's columns it takes (overview.css `tile-span-…`: the grid has one to three). */
  span?: TileSpan;
  /**
   * About the height its figures take on a desktop (its lists are capped), held while they load so the tiles
   * below do not move down as they arrive.
   */
  reserve: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`tile tile-span-${span}`}
      aria-labelledby={`tile-${name}`}
      style={{ '--tile-reserve': reserve } as CSSProperties}
    >
      <header className="tile-header">
        <h2 id={`tile-${name}`}>{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}

/** A tile's body by its state: placeholder lines, the error with a retry, or what `render` makes of the data. */
export function TileBody<N extends TileName>({
  state,
  what,
  onRetry,
  children,
}: {
  state: TileState<N>;
  /** Names the figures in the loading and error states ("the pass rate"). */
  what: string;
  onRetry: () => void;
  children: (data: Extract<TileState<N>, { status: 'ready' }>['data']) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingState label={`Loading ${what}`} lines={3} />;
  if (state.status === 'error' && isUnreachable(state.error)) return <WaitingForService />;
  if (state.status === 'error')
    return <ErrorState error={state.error} onRetry={onRetry} title={`Could not load ${what}`} />;
  return <>{children(state.data)}</>;
}

/** A tile whose figures could not reach the service: the page's one notice above says so and tries again. */
export function WaitingForService() {
  return <p className="muted">Waiting for the service to answer.</p>;
}

/** A tile with nothing to show. */
export function TileEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return <EmptyState title={title}>{children}</EmptyState>;
}
