import { useState } from 'react';
import { Link } from 'react-router';
import { INTERFACE_PAGE_ROWS, useInterfaceCases } from '../../../client/dashboard/interfaces';
import { storeNotAnswering } from '../../../client/dashboard/store-not-answering';
import type { InterfaceCase } from '../../../contract/dashboard-api/interfaces';
import { unpadId } from '../../../contract/ids';
import { paths } from '../../../routes/paths';
import { routeSchemas } from '../../../routes/route-schemas';
import { useRouteParams } from '../../navigation/use-route-state';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { useDocumentTitle } from '../../components/document-title';
import { FieldLedgerView } from '../../components/field-ledger/field-ledger-view';
import { AcceptedRules } from '../../components/field-ledger/accepted-rules';
import { PageButtons } from '../../components/page-buttons/page-buttons';
import { QueryView } from '../../components/query-view/query-view';
import { RecordNotFound } from '../../components/record-not-found';
import { SimpleTable, type SimpleColumn } from '../../components/simple-table/simple-table';
import { EmptyState } from '../../components/states';
import { StatusBadge } from '../../components/status-badge';
import { NeedsStore } from '../../components/store-freshness/needs-store';
import './interfaces.css';

const CASE_COLUMNS: SimpleColumn<InterfaceCase>[] = [
  {
    header: 'Test case',
    rowHeader: true,
    cell: (row) => (
      <a href={paths.testCase.href(unpadId(row.caseId), 'fields')}>
        {row.description || '(no description)'} <span className="muted">(ID {unpadId(row.caseId)})</span>
      </a>
    ),
  },
  {
    header: 'Latest result',
    cell: (row) =>
      row.lastStatus ? (
        <StatusBadge code={row.lastStatus} text={row.lastStatusText} />
      ) : (
        <span className="muted">never ran</span>
      ),
  },
  {
    header: 'Run',
    className: 'nowrap',
    cell: (row) =>
      row.lastRunId ? <a href={paths.run.href(row.lastRunId)}>{(row.lastStartedAt ?? '').slice(0, 16)}</a> : '—',
  },
  {
    header: 'Folder',
    cell: (row) => <a href={paths.folder.href(unpadId(row.folderId))}>#{unpadId(row.folderId)}</a>,
  },
];

/** `/interfaces/:object`: one interface's test cases by their latest result, and its payload fields that differed. */
export function InterfaceRoute() {
  const route = useRouteParams(routeSchemas.interface.params);
  useDocumentTitle(route.ok ? route.params.object : 'Unknown interface', 'Interfaces');
  if (!route.ok)
    return (
      <RecordNotFound heading="Unknown interface" reason={route.problem}>
        <p>
          See <Link to={paths.interfaces.href()}>every interface</Link>.
        </p>
      </RecordNotFound>
    );
  const { object } = route.params;
  return (
    <div className="page stack interface-page">
      <Breadcrumbs items={[{ label: 'Interfaces', to: paths.interfaces.href() }, { label: object }]} />
      <h1>
        <span className="interface-name">{object}</span>
      </h1>
      {/* Its fields first: a long list of test cases would push them below several screens. */}
      <section className="stack" aria-labelledby="interface-fields">
        <h2 id="interface-fields">Fields that differed</h2>
        <FieldLedgerView scope={{ object }} title={`Fields of ${object} that differed from the reference`} />
      </section>
      <section className="stack" aria-labelledby="interface-rules">
        <h2 id="interface-rules">Accepted ignore rules</h2>
        <AcceptedRules object={object} />
      </section>
      <InterfaceCases object={object} />
    </div>
  );
}

function InterfaceCases({ object }: { object: string }) {
  const [offset, setOffset] = useState(0);
  const cases = useInterfaceCases(object, offset);
  if (storeNotAnswering(cases.error)) return <NeedsStore what="An interface's page" />;
  return (
    <section className="stack" aria-labelledby="interface-cases">
      <h2 id="interface-cases">Test cases</h2>
      <QueryView
        query={cases}
        loading="Loading its test cases"
        error="Could not read its test cases"
        keepData
        isEmpty={(answer) => answer.total === 0}
        empty={
          <EmptyState title="No test case of this interface">
            The store holds no test case with this automation object. Check its name, or choose one from{' '}
            <Link to={paths.interfaces.href()}>the interfaces</Link>.
          </EmptyState>
        }
      >
        {(answer) => (
          <div className="stack">
            <SimpleTable
              caption={`Test cases of ${object}, failing first`}
              columns={CASE_COLUMNS}
              rows={answer.rows}
              rowKey={(row) => row.caseId}
            />
            {answer.total > INTERFACE_PAGE_ROWS ? (
              <PageButtons
                label="Test case pages"
                words={{ before: 'Previous test cases', after: 'Next test cases', rows: 'test cases' }}
                offset={offset}
                pageRows={INTERFACE_PAGE_ROWS}
                shown={answer.rows.length}
                total={answer.total}
                busy={cases.isPlaceholderData}
                onPage={setOffset}
              />
            ) : null}
          </div>
        )}
      </QueryView>
    </section>
  );
}
