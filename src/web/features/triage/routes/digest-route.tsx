import { useId, useRef } from 'react';
import { useDigest } from '../../../../client/triage/get-digest';
import { useTriageSettings } from '../../../../client/triage/triage-settings';
import { daysAfter, isMonday, mondayOf } from '../../../../contract/weeks';
import { isValidDate } from '../../../../contract/date-time';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useDocumentTitle } from '../../../components/document-title';
import { QueryView } from '../../../components/query-view/query-view';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { DigestSections } from '../digest/digest-sections';
import { downloadDigest } from '../digest/digest-download';
import { TriagePage } from '../triage-page';

/** `/digest`: a week's digest, the page the weekly e-mail links to, to read here or save as a file. */
export function DigestRoute() {
  useDocumentTitle('Weekly digest');
  const [search, setSearch] = useRouteSearch(routeSchemas.digest.search);
  // Not a Monday: the last full week, as no week at all.
  const week = isMonday(search.week) ? search.week : '';
  const digest = useDigest(week);
  const settings = useTriageSettings();
  const content = useRef<HTMLElement>(null);
  const pickerId = useId();
  const shown = digest.data?.week;
  return (
    <TriagePage current="digest" failures={[digest.error, settings.error]} settings={settings.data ?? undefined}>
      <div className="digest-controls title-row">
        <label htmlFor={pickerId}>
          Week starting{' '}
          <input
            id={pickerId}
            type="date"
            step={7}
            value={week || shown?.from || ''}
            // Any day picks its week, so a calendar that ignores the step still lands on a Monday.
            onChange={(event) => {
              const day = event.target.value;
              if (isValidDate(day)) setSearch({ week: mondayOf(day) });
            }}
          />
        </label>
        {shown ? (
          <>
            <button type="button" onClick={() => setSearch({ week: daysAfter(shown.from, -7) })}>
              Week before
            </button>
            <button type="button" onClick={() => content.current && downloadDigest(content.current, shown.from)}>
              Download
            </button>
          </>
        ) : null}
      </div>
      <QueryView query={digest} loading="Loading the weekly digest" error="Could not read the weekly digest" keepData>
        {(answer) => (
          <article ref={content} className="stack" aria-labelledby="digest-title">
            <h2 id="digest-title">
              Week of {answer.week.from} to {answer.week.to}
            </h2>
            <DigestSections digest={answer} />
          </article>
        )}
      </QueryView>
    </TriagePage>
  );
}
