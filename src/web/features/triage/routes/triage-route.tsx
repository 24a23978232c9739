import { useNeedsTriage } from '../../../../client/triage/get-needs-triage';
import { useTriageSettings } from '../../../../client/triage/triage-settings';
import { formatCount } from '../../../../format/format-count';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useDocumentTitle } from '../../../components/document-title';
import { LeftOutOfLink } from '../../../components/left-out-of-link/left-out-of-link';
import { EmptyState } from '../../../components/states';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { QueryView } from '../../../components/query-view/query-view';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { NeedsTriageTable } from '../needs-triage/needs-triage-table';
import { WindowFields } from '../needs-triage/window-fields';
import { leftOutOfTriageLink } from '../needs-triage/window-link';
import { OutageRuleSection } from '../outage/outage-rule-section';
import { NotificationsSection } from '../notifications/notifications-section';
import { SuggestionRuleSection } from '../suggestions/suggestion-rule-section';
import { TriagePage } from '../triage-page';

/**
 * `/triage`: failures nobody has decided on yet (or back after a fix), one row per cause, the outage rule,
 * automatic suggestions and the notifications.
 */
export function TriageRoute() {
  useDocumentTitle('Needs triage');
  const [queueWindow, setQueueWindow] = useRouteSearch(routeSchemas.triage.search);
  const queue = useNeedsTriage(queueWindow);
  const settings = useTriageSettings();
  return (
    <TriagePage current="needs-triage" failures={[queue.error, settings.error]} settings={settings.data ?? undefined}>
      <LeftOutOfLink
        read={leftOutOfTriageLink}
        intro="This link asks for a window the queue cannot use. These values are left out, and the queue is for the window below:"
      />
      <WindowFields value={queueWindow} onChange={setQueueWindow} />
      <QueryView
        query={queue}
        loading="Loading the failures that need triage"
        error="Could not read the queue"
        keepData
      >
        {({ total, entries, from }) =>
          entries.length === 0 ? (
            <EmptyState title="Nothing needs triage.">
              Every failure of the runs started since <UnbrokenFormats text={from} /> has a decision, or is an outage or
              quarantined.
            </EmptyState>
          ) : (
            <>
              <p>
                {formatCount(total.failures)} {total.failures === 1 ? 'failure' : 'failures'} with{' '}
                {total.signatures === 1 ? 'one cause' : `${formatCount(total.signatures)} causes`} in runs started since{' '}
                <UnbrokenFormats text={from} /> {total.failures === 1 ? 'needs' : 'need'} a decision
                {entries.length < total.signatures ? `; the ${formatCount(entries.length)} newest are listed` : ''}.
                Open a failure&apos;s run to decide on it.
              </p>
              <NeedsTriageTable entries={entries} ticketUrl={settings.data?.ticketUrl ?? null} />
            </>
          )
        }
      </QueryView>
      <QueryView query={settings} loading="Loading the outage rule" error="Could not read the outage rule" keepData>
        {(data) =>
          data && (
            <>
              <OutageRuleSection settings={data} />
              <SuggestionRuleSection settings={data} />
            </>
          )
        }
      </QueryView>
      {settings.data ? <NotificationsSection triage={settings.data} /> : null}
    </TriagePage>
  );
}
