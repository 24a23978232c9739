import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Absent on the page itself (the last crumb). */
  to?: string;
}

/** Fewest crumbs between the first and the last two that a narrow trail folds away: folding one would save nothing. */
const FOLDED_AT_LEAST = 2;

/**
 * Where the page is: a trail of links, the page itself last and marked as current (WAI-ARIA breadcrumb). With little
 * width (a phone, a tablet, breadcrumbs.css) a deep trail keeps its first crumb and its last two and folds the ones
 * between behind a button: every crumb cut to a few letters named none of them.
 */
export function Breadcrumbs({
  items,
  foldersArriveLater = false,
}: {
  items: Crumb[];
  /** The trail's folders are read after the page: on a phone its row is as tall as the fold button from the start. */
  foldersArriveLater?: boolean;
}) {
  const [unfolded, setUnfolded] = useState(false);
  const between = items.length - 3;
  const folds = between >= FOLDED_AT_LEAST;
  return (
    <nav
      aria-label="Breadcrumb"
      className={`breadcrumbs${foldersArriveLater ? ' breadcrumbs-folders' : ''}${unfolded ? ' breadcrumbs-unfolded' : ''}`}
    >
      <ol>
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {folds && index === 1 ? (
              <li className="breadcrumbs-fold">
                <button
                  type="button"
                  aria-expanded={unfolded}
                  aria-label={`${between} more folders`}
                  onClick={() => setUnfolded((open) => !open)}
                >
                  …
                </button>
              </li>
            ) : null}
            <li className={folds && index >= 1 && index <= between ? 'breadcrumbs-between' : undefined}>
              {item.to && index < items.length - 1 ? (
                <Link to={item.to} title={item.label}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" title={item.label}>
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
