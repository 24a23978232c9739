import { useId } from 'react';
import { useQuarantines } from '../../../../client/triage/get-quarantines';
import { useTriageSettings } from '../../../../client/triage/triage-settings';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useDocumentTitle } from '../../../components/document-title';
import { EmptyState } from '../../../components/states';
import { QueryView } from '../../../components/query-view/query-view';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { QuarantineTable } from '../quarantine/quarantine-table';
import { QuarantinePolicySection } from '../quarantine/quarantine-policy-section';
import { TriagePage } from '../triage-page';

/** `/triage/quarantine`: the test cases in quarantine, since when and why, and how near each is to leaving. */
export function QuarantineRoute() {
  useDocumentTitle('Quarantine');
  const [{ withEnded }, setSearch] = useRouteSearch(routeSchemas.quarantine.search);
  const quarantines = useQuarantines(withEnded);
  const settings = useTriageSettings();
  const toggleId = useId();
  return (
    <TriagePage
      current="quarantine"
      failures={[quarantines.error, settings.error]}
      settings={settings.data ?? undefined}
    >
      <p>
        A quarantined test case still runs and is shown, but its failures count against no gate. It leaves by itself
        after as many passes in a row as its quarantine asks, or by hand. Quarantine a case from its page.
      </p>
      <label className="checkbox" htmlFor={toggleId}>
        <input
          id={toggleId}
          type="checkbox"
          checked={withEnded}
          onChange={(event) => setSearch({ withEnded: event.target.checked })}
        />
        Include ended quarantines
      </label>
      <QueryView
        query={quarantines}
        loading="Loading the quarantined test cases"
        error="Could not read the quarantined test cases"
        keepData
        empty={
          <EmptyState title={withEnded ? 'No test case has been in quarantine.' : 'No test case is in quarantine.'}>
            Open a flaky test case and choose Quarantine… to keep its failures from blocking a release.
          </EmptyState>
        }
      >
        {(rows) => (
          <QuarantineTable quarantines={rows} withEnded={withEnded} canChange={settings.data?.you.canChange ?? false} />
        )}
      </QueryView>
      {settings.data ? <QuarantinePolicySection settings={settings.data} /> : null}
    </TriagePage>
  );
}
