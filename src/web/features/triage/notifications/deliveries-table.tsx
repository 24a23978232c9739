import type { Deliveries, Delivery } from '../../../../contract/dashboard-api/notifications';
import { DELIVERY_STATES } from '../../../../contract/dashboard-api/notifications';
import { formatMoment } from '../../../../format/format';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

const momentOf = (at: string) => <UnbrokenFormats text={formatMoment(new Date(at))} />;

const COLUMNS: SimpleColumn<Delivery>[] = [
  { header: 'Queued', rowHeader: true, cell: (delivery) => momentOf(delivery.createdAt) },
  { header: 'Channel', cell: (delivery) => delivery.channel },
  { header: 'Message', cell: (delivery) => delivery.subject },
  { header: 'State', cell: (delivery) => DELIVERY_STATES[delivery.state] },
  { header: 'Attempts', cell: (delivery) => delivery.attempts },
  {
    header: 'Sent or next try',
    cell: (delivery) =>
      delivery.sentAt ? momentOf(delivery.sentAt) : delivery.nextAt ? <>next {momentOf(delivery.nextAt)}</> : null,
  },
  { header: 'Problem', cell: (delivery) => delivery.lastError ?? '' },
];

/** The newest messages per channel and how each went out, with what waits or failed said first. */
export function DeliveriesTable({ deliveries }: { deliveries: Deliveries }) {
  if (deliveries.deliveries.length === 0) return <p className="muted">No message has been sent yet.</p>;
  return (
    <>
      <p>
        {deliveries.waiting} waiting, {deliveries.failed} failed after every retry.
      </p>
      <SimpleTable
        caption="Notification deliveries"
        columns={COLUMNS}
        rows={deliveries.deliveries}
        rowKey={(delivery) => delivery.id}
      />
    </>
  );
}
