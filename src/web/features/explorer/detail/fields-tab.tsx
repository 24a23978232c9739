import { FieldLedgerView } from '../../../components/field-ledger/field-ledger-view';

/**
 * The test case's field ledger: every payload field that differed from its reference in its kept runs, how often,
 * since when, and whether it looks like noise, a drift, or something that comes and goes.
 */
export function FieldsTab({ caseId }: { caseId: string }) {
  return <FieldLedgerView scope={{ caseId }} title="Fields that differed from the reference" />;
}
