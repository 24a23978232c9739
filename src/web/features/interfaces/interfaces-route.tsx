import { useDeferredValue, useState } from 'react';
import { INTERFACE_PAGE_ROWS, useInterfaces } from '../../../client/dashboard/interfaces';
import { storeNotAnswering } from '../../../client/dashboard/store-not-answering';
import type { InterfaceRow } from '../../../contract/dashboard-api/interfaces';
import { formatPercent } from '../../../format/format';
import { formatCount } from '../../../format/format-count';
import { paths } from '../../../routes/paths';
import { useDocumentTitle } from '../../components/document-title';
import { nameWithBreaks } from '../../components/name-with-breaks';
import { PageButtons } from '../../components/page-buttons/page-buttons';
import { QueryView } from '../../components/query-view/query-view';
import { SimpleTable, type SimpleColumn } from '../../components/simple-table/simple-table';
import { EmptyState } from '../../components/states';
import { NeedsStore } from '../../components/store-freshness/needs-store';
import './interfaces.css';

const COLUMNS: SimpleColumn<InterfaceRow>[] = [
  {
    header: 'Interface',
    rowHeader: true,
    className: 'mono',
    cell: (row) => <a href={paths.interface.href(row.object)}>{nameWithBreaks(row.object)}</a>,
  },
  { header: 'Test cases', className: 'numeric', cell: (row) => formatCount(row.testCases) },
  {
    header: 'Passing now',
    className: 'nowrap',
    cell: (row) =>
      row.ran === 0 ? (
        <span className="muted">never ran</span>
      ) : (
        <>
          {formatPercent(row.passing, row.ran)}{' '}
          <span className="muted">
            ({formatCount(row.passing)} of {formatCount(row.ran)})
          </span>
        </>
      ),
  },
  {
    header: 'Failing now',
    className: 'numeric',
    cell: (row) => (row.failing > 0 ? <strong>{formatCount(row.failing)}</strong> : '0'),
  },
  { header: 'Noise fields', className: 'numeric', cell: (row) => formatCount(row.fields.noise) },
  { header: 'Drifting fields', className: 'numeric', cell: (row) => formatCount(row.fields.drift) },
];

/** `/interfaces`: every interface under test, failing the most first, with its payload fields that differ. */
export function InterfacesRoute() {
  useDocumentTitle('Interfaces');
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDeferredValue(text);
  const interfaces = useInterfaces(q, offset);
  return (
    <div className="page stack interfaces-page">
      <h1>Interfaces</h1>
      {storeNotAnswering(interfaces.error) ? (
        <NeedsStore what="The interfaces" />
      ) : (
        <>
          <p className="muted">
            Each interface (automation object) with its test cases by their latest result, and how many of its payload
            fields keep differing from the reference as noise or since a change.
          </p>
          <label className="interfaces-search">
            Find an interface
            <input
              type="search"
              value={text}
              maxLength={60}
              placeholder="Part of its name"
              onChange={(event) => {
                setText(event.target.value);
                setOffset(0);
              }}
            />
          </label>
          <QueryView
            query={interfaces}
            loading="Loading the interfaces"
            error="Could not read the interfaces"
            keepData
            isEmpty={(answer) => answer.total === 0}
            empty={
              <EmptyState title={q ? 'No interface matches' : 'No interface yet'}>
                {q ? 'Try another part of its name.' : 'The store has read no test case yet.'}
              </EmptyState>
            }
          >
            {(answer) => (
              <div className="stack">
                <SimpleTable caption="Interfaces" columns={COLUMNS} rows={answer.rows} rowKey={(row) => row.object} />
                {answer.total > INTERFACE_PAGE_ROWS ? (
                  <PageButtons
                    label="Interface pages"
                    words={{ before: 'Previous interfaces', after: 'Next interfaces', rows: 'interfaces' }}
                    offset={offset}
                    pageRows={INTERFACE_PAGE_ROWS}
                    shown={answer.rows.length}
                    total={answer.total}
                    busy={interfaces.isPlaceholderData}
                    onPage={setOffset}
                  />
                ) : null}
              </div>
            )}
          </QueryView>
        </>
      )}
    </div>
  );
}
