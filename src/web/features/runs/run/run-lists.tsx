// A run's differences, variables and middleware metadata, below its first screen. Read with the run from the
// service, they are shown as they came; a run whose page the history store answered holds none of its variables and
// metadata, and its differences only when the store kept them as sent: the rest is read from the SAP system when the
// reader opens it, as a test case's payloads are, so opening a finished run's page asks the service for nothing.
import type { ComponentType, ReactNode } from 'react';
import {
  COMPARISON_READ,
  useTestRunRead,
  VARIABLES_READ,
  type FollowedRun,
} from '../../../../client/test-runs/get-test-run';
import type { StoredDifferences } from '../../../../contract/dashboard-api/stored-run';
import type { TestRun } from '../../../../contract/records';
import { QueryView } from '../../../components/query-view/query-view';
import { useDisclosure } from '../../../components/use-disclosure';
import { KeyValueTable } from './key-value-table';
import { RunComparison } from './run-comparison';

const WHEN_OPENED = 'Read from the SAP system when opened: the history store does not keep them.';
/** Why the store's answer holds no differences to show, for the differences it did not keep as sent. */
const NOT_SHOWN: Partial<Record<StoredDifferences, string>> = {
  masked: "The history store keeps this run's compared values masked: read from the SAP system when opened.",
  'not-kept':
    'The history store holds no comparison of this run (older than its window, or not read yet): read from the SAP ' +
    'system when opened.',
};

export function RunLists({ run }: { run: FollowedRun }) {
  const stored = run.fromStore;
  return (
    <>
      <RunList
        run={run}
        id="comparison"
        heading="Differences"
        what="the differences"
        read={COMPARISON_READ}
        note={stored ? NOT_SHOWN[stored.differences] : undefined}
        list={Differences}
      />
      <RunList
        run={run}
        id="variables"
        heading="Variables used"
        what="the variables"
        read={VARIABLES_READ}
        note={stored ? WHEN_OPENED : undefined}
        list={Variables}
      />
      {stored || (run.METADATA && run.METADATA.length > 0) ? (
        <RunList
          run={run}
          id="metadata"
          heading="Middleware metadata"
          what="the middleware metadata"
          read={VARIABLES_READ}
          note={stored ? WHEN_OPENED : undefined}
          list={Metadata}
        />
      ) : null}
    </>
  );
}

/**
 * One of the lists, print-hidden: shown from the run as read, or, with a `note` saying why it is not there, read
 * from the service once the reader opens it.
 */
function RunList({
  run,
  id,
  heading,
  what,
  read,
  note,
  list: List,
}: {
  run: TestRun;
  id: string;
  heading: string;
  what: string;
  read: typeof COMPARISON_READ | typeof VARIABLES_READ;
  note: string | undefined;
  list: ComponentType<{ run: TestRun }>;
}) {
  return (
    <section className="stack print-hidden" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {note === undefined ? (
        <List run={run} />
      ) : (
        <ReadWhenOpened panelId={`${id}-read`} label={`Show ${what}`} note={note}>
          <FromService runId={run.RUN_ID} read={read} what={what}>
            {(answer) => <List run={answer} />}
          </FromService>
        </ReadWhenOpened>
      )}
    </section>
  );
}

/** A WAI-ARIA disclosure whose panel, and so its read, is made only once opened. */
function ReadWhenOpened({
  panelId,
  label,
  note,
  children,
}: {
  panelId: string;
  label: string;
  note: string;
  children: ReactNode;
}) {
  const panel = useDisclosure<HTMLDivElement>(panelId);
  return (
    <>
      <p className="muted">{note}</p>
      <div>
        <button {...panel.buttonProps}>{label}</button>
      </div>
      <div {...panel.panelProps} hidden={!panel.open}>
        {panel.open ? children : null}
      </div>
    </>
  );
}

function FromService({
  runId,
  read,
  what,
  children,
}: {
  runId: string;
  read: typeof COMPARISON_READ | typeof VARIABLES_READ;
  what: string;
  children: (run: TestRun) => ReactNode;
}) {
  return (
    <QueryView
      query={useTestRunRead(runId, read)}
      loading={`Reading ${what} from the SAP system`}
      error={`Could not read ${what} from the SAP system`}
    >
      {children}
    </QueryView>
  );
}

function Differences({ run }: { run: TestRun }) {
  return run.COMPARISON ? (
    <RunComparison runId={run.RUN_ID} rows={run.COMPARISON} />
  ) : (
    <p className="muted">This system's release does not report field comparisons.</p>
  );
}

function Variables({ run }: { run: TestRun }) {
  return (
    <KeyValueTable
      caption="Variables used"
      headers={['Test case', 'Variable', 'Value', 'Reference value']}
      rows={run.VARIABLES.map((row) => ({
        caseId: row.CASEID,
        key: row.VAR_NAME,
        value: row.VAR_VALUE,
        reference: row.REF_VALUE,
      }))}
    />
  );
}

function Metadata({ run }: { run: TestRun }) {
  return run.METADATA ? (
    <KeyValueTable
      caption="Middleware metadata"
      headers={['Test case', 'Name', 'Value']}
      rows={run.METADATA.map((row) => ({ caseId: row.CASEID, key: row.NAME, value: row.VALUE }))}
    />
  ) : (
    <p className="muted">This system's release does not report middleware metadata.</p>
  );
}
