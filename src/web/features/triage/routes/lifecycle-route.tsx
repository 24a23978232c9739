import { useId } from 'react';
import { Link } from 'react-router';
import { useLifecycle } from '../../../../client/triage/get-lifecycle';
import { useTriageSettings } from '../../../../client/triage/triage-settings';
import { LIFECYCLE_CLASSES, LIFECYCLE_SORTS, type LifecycleList } from '../../../../contract/dashboard-api/lifecycle';
import { formatCount } from '../../../../format/format-count';
import { paths } from '../../../../routes/paths';
import { routeSchemas, type LifecycleSearch } from '../../../../routes/route-schemas';
import { useDocumentTitle } from '../../../components/document-title';
import { LIFECYCLE_LOOKS } from '../../../components/lifecycle-badge/lifecycle-badge';
import { EmptyState } from '../../../components/states';
import { QueryView } from '../../../components/query-view/query-view';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { LifecycleTable } from '../lifecycle/lifecycle-table';
import { lifecycleViewOf, PAGE_ROWS } from '../lifecycle/lifecycle-view';
import { TriagePage } from '../triage-page';

/** `/triage/failing`: the failing test cases by class (new, broken, flaky, recovered), a page at a time. */
export function LifecycleRoute() {
  useDocumentTitle('Failing cases');
  const [search, setSearch] = useRouteSearch(routeSchemas.lifecycle.search);
  const view = lifecycleViewOf(search);
  const list = useLifecycle(view);
  const settings = useTriageSettings();
  return (
    <TriagePage current="failing" failures={[list.error, settings.error]} settings={settings.data ?? undefined}>
      <p>
        Every test case that failed lately is in one class: <strong>new</strong> (failed in its latest run and in none
        of the five before), <strong>broken</strong> (failing every run since a given run), <strong>flaky</strong>{' '}
        (passing and failing in turn, by its flaky score) or <strong>recovered</strong> (passing again after failing).
      </p>
      <QueryView
        query={list}
        loading="Loading the failing test cases"
        error="Could not read the failing test cases"
        keepData
      >
        {(answer) => (
          <>
            <ClassLinks answer={answer} search={search} />
            <SortFields search={search} onChange={(change) => setSearch({ ...change, page: 1 })} />
            {answer.rows.length === 0 ? (
              <EmptyState title="No test case is in this class.">
                No test case that failed in a run started since <UnbrokenFormats text={answer.from} /> is{' '}
                {search.class
                  ? LIFECYCLE_LOOKS[search.class as keyof typeof LIFECYCLE_LOOKS].label.toLowerCase()
                  : 'failing'}{' '}
                now.
              </EmptyState>
            ) : (
              <>
                <LifecycleTable rows={answer.rows} />
                <Pager answer={answer} search={search} />
              </>
            )}
          </>
        )}
      </QueryView>
    </TriagePage>
  );
}

/** The classes with their counts, each a link to its cases; the one shown is the current one. */
function ClassLinks({ answer, search }: { answer: LifecycleList; search: LifecycleSearch }) {
  const all = Object.values(answer.counts).reduce((sum, count) => sum + count, 0);
  const link = (value: string, text: string) => (
    <li key={value || 'all'}>
      <Link
        to={paths.lifecycle.href({ ...search, class: value, page: 1 })}
        aria-current={search.class === value ? 'page' : undefined}
      >
        {text}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Classes">
      <ul className="row lifecycle-classes">
        {link('', `All ${formatCount(all)}`)}
        {LIFECYCLE_CLASSES.map((each) =>
          link(each, `${LIFECYCLE_LOOKS[each].label} ${formatCount(answer.counts[each])}`),
        )}
      </ul>
    </nav>
  );
}

function SortFields({
  search,
  onChange,
}: {
  search: LifecycleSearch;
  onChange: (change: Partial<LifecycleSearch>) => void;
}) {
  const sortId = useId();
  const dirId = useId();
  const view = lifecycleViewOf(search);
  return (
    <form className="row triage-basics" aria-label="Order" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} value={view.sort} onChange={(event) => onChange({ sort: event.target.value })}>
          {LIFECYCLE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sort}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={dirId}>Order</label>
        <select id={dirId} value={view.dir} onChange={(event) => onChange({ dir: event.target.value })}>
          <option value="asc">ascending</option>
          <option value="desc">descending</option>
        </select>
      </div>
    </form>
  );
}

/** Which rows are shown of how many, with the pages before and after as links. */
function Pager({ answer, search }: { answer: LifecycleList; search: LifecycleSearch }) {
  const first = answer.offset + 1;
  const last = answer.offset + answer.rows.length;
  const pages = Math.ceil(answer.total / PAGE_ROWS);
  return (
    <nav aria-label="Pages" className="row">
      <span>
        {first === 1 && last === answer.total
          ? `${formatCount(answer.total)} ${answer.total === 1 ? 'test case' : 'test cases'}`
          : `Test cases ${formatCount(first)} to ${formatCount(last)} of ${formatCount(answer.total)}`}
      </span>
      {search.page > 1 ? (
        <Link to={paths.lifecycle.href({ ...search, page: search.page - 1 })}>Previous page</Link>
      ) : null}
      {search.page < pages ? (
        <Link to={paths.lifecycle.href({ ...search, page: search.page + 1 })}>Next page</Link>
      ) : null}
    </nav>
  );
}
