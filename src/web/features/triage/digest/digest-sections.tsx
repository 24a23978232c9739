import type { Digest } from '../../../../contract/dashboard-api/digest';
import { unpadId } from '../../../../contract/ids';
import { paths } from '../../../../routes/paths';
import { SimpleTable } from '../../../components/simple-table/simple-table';

const percent = (rate: number | null) => (rate === null ? 'no finished runs' : `${(rate * 100).toFixed(1)}%`);
const instant = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
const caseLink = (caseId: string) => <a href={paths.testCase.href(unpadId(caseId))}>{unpadId(caseId)}</a>;
const interfaceLink = (object: string) => <a href={paths.interface.href(object)}>{object}</a>;
const signatureOf = ({ signature }: { signature: { OBJDEFID: string; cause: string } }) =>
  `${signature.OBJDEFID}: ${signature.cause}`;

/** Each part of a week's digest under its own heading, as tables a screen reader can walk. */
export function DigestSections({ digest }: { digest: Digest }) {
  const { failures, quarantines, needsTriage } = digest;
  return (
    <>
      <section className="stack" aria-labelledby="digest-pass-rate">
        <h2 id="digest-pass-rate">Pass rate</h2>
        <SimpleTable
          caption="Pass rate by week"
          columns={[
            { header: 'Week', cell: (week) => `${week.from} to ${week.to}`, rowHeader: true },
            { header: 'Pass rate', cell: (week) => percent(week.passRate) },
            { header: 'Finished executions', cell: (week) => week.finished },
          ]}
          rows={digest.passRates}
          rowKey={(week) => week.from}
        />
      </section>
      <section className="stack" aria-labelledby="digest-failures">
        <h2 id="digest-failures">New and changed failures</h2>
        <p>
          {failures.counts.new} new, {failures.counts.broken} broken, {failures.counts.flaky} flaky and{' '}
          {failures.counts.recovered} recovered test cases date their class from this week; {digest.regressed.length}{' '}
          fixed issues regressed.
        </p>
        {failures.cases.length > 0 ? (
          <SimpleTable
            caption="Test cases by class this week"
            columns={[
              { header: 'Test case', cell: (row) => caseLink(row.CASEID), rowHeader: true },
              { header: 'Description', cell: (row) => row.DESCR },
              { header: 'Class', cell: (row) => row.class },
              { header: 'Since', cell: (row) => `${row.since.RUN_NAME} (${row.since.STARTED_DATE})` },
            ]}
            rows={failures.cases}
            rowKey={(row) => row.CASEID}
          />
        ) : null}
        {digest.regressed.length > 0 ? (
          <SimpleTable
            caption="Regressed issues"
            columns={[
              { header: 'Signature', cell: signatureOf, rowHeader: true },
              { header: 'Failures', cell: (row) => row.failures },
              { header: 'Test cases', cell: (row) => row.cases },
              { header: 'Newest failure', cell: (row) => row.newest },
              { header: 'Marked fixed by', cell: (row) => row.fixedBy },
            ]}
            rows={digest.regressed}
            rowKey={signatureOf}
          />
        ) : null}
      </section>
      <section className="stack" aria-labelledby="digest-triage">
        <h2 id="digest-triage">Still needs triage</h2>
        <p>
          {needsTriage.signatures} signatures with {needsTriage.failures} failures wait for a decision.{' '}
          <a href={paths.triage.href()}>Open the queue</a>
        </p>
        {needsTriage.oldest.length > 0 ? (
          <SimpleTable
            caption="Waiting for triage, oldest first"
            columns={[
              { header: 'Signature', cell: signatureOf, rowHeader: true },
              { header: 'State', cell: (row) => row.state },
              { header: 'Failures', cell: (row) => row.failures },
              { header: 'Test cases', cell: (row) => row.cases },
              { header: 'Waiting since', cell: (row) => row.waitingSince },
              { header: 'Days', cell: (row) => row.days },
            ]}
            rows={needsTriage.oldest}
            rowKey={signatureOf}
          />
        ) : null}
      </section>
      <section className="stack" aria-labelledby="digest-quarantine">
        <h2 id="digest-quarantine">Quarantine changes</h2>
        {quarantines.entered.length + quarantines.left.length === 0 ? (
          <p>No test case entered or left quarantine this week.</p>
        ) : (
          <SimpleTable
            caption="Quarantine changes this week"
            columns={[
              { header: 'Test case', cell: (row) => caseLink(row.CASEID), rowHeader: true },
              { header: 'Change', cell: (row) => row.change },
              { header: 'When', cell: (row) => instant(row.at) },
              { header: 'Why', cell: (row) => row.why },
            ]}
            rows={[
              ...quarantines.entered.map((row) => ({ ...row, change: 'entered', why: `${row.reason} (by ${row.by})` })),
              ...quarantines.left.map((row) => ({
                ...row,
                change: 'left',
                why: row.how === 'passes' ? 'passed often enough in a row' : 'taken out by hand',
              })),
            ]}
            rowKey={(row) => `${row.change} ${row.CASEID} ${row.at}`}
          />
        )}
      </section>
      <section className="stack" aria-labelledby="digest-fields">
        <h2 id="digest-fields">Noisiest fields</h2>
        {digest.noisyFields.length === 0 ? (
          <p>No compared field differs as noise or drift.</p>
        ) : (
          <SimpleTable
            caption="Noisiest fields"
            columns={[
              { header: 'Field', cell: (row) => row.path, rowHeader: true, className: 'mono' },
              { header: 'Interface', cell: (row) => interfaceLink(row.object) },
              { header: 'Kind', cell: (row) => row.kind },
              { header: 'Runs differing', cell: (row) => row.runsDiffered },
              { header: 'Test cases', cell: (row) => row.cases },
            ]}
            rows={digest.noisyFields}
            rowKey={(row) => `${row.object} ${row.path}`}
          />
        )}
      </section>
    </>
  );
}
