import { useId, useState } from 'react';
import { useDeliveries, useSendTestMessage } from '../../../../client/notifications/notification-deliveries';
import { useNotificationSettings } from '../../../../client/notifications/notification-settings';
import { CHANNEL_KINDS, type NotificationSettings } from '../../../../contract/dashboard-api/notifications';
import type { TriageSettings } from '../../../../contract/dashboard-api/triage-settings';
import { formatMoment } from '../../../../format/format';
import { ErrorDetails } from '../../../components/error-details';
import { QueryView } from '../../../components/query-view/query-view';
import { DeliveriesTable } from './deliveries-table';
import { DigestScheduleSection } from './digest-schedule-section';
import { NotificationSettingsForm } from './notification-settings-form';

function changedLine(settings: NotificationSettings): string {
  if (!settings.changedAt) return 'Nobody has changed the notification settings yet.';
  return `Changed ${formatMoment(new Date(settings.changedAt))} by ${settings.changedBy ?? 'someone'}.`;
}

/**
 * Notifications on the Triage screen: which channels the server sets up (by label: their addresses and passwords
 * stay in its environment), which are on, who gets the e-mails, a test message, and how deliveries went.
 */
export function NotificationsSection({ triage }: { triage: TriageSettings }) {
  const settings = useNotificationSettings();
  const deliveries = useDeliveries();
  const headingId = useId();
  const [refusedOn, setRefusedOn] = useState<number | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications</h2>
      <p>
        When a run ends with new failures or regressions, a message goes to the channels that are on: after triage, so
        known issues, quarantined cases, outages and field-rule noise never notify. It names the run, the test cases and
        the counts, and links to the run page; it never quotes a message or a payload.
      </p>
      <QueryView query={settings} loading="Loading the notification settings" error="Could not read them" keepData>
        {(data) => (
          <>
            {data.channels.length === 0 ? (
              <p className="warning-note">
                This server sets up no channel. An administrator sets them up in its environment (see
                &ldquo;Notifications&rdquo; in the deployment guide).
              </p>
            ) : null}
            {refusedOn !== undefined ? (
              <p className="warning-note" role="alert">
                {data.changedBy ?? 'Someone'} changed the settings while you were editing them, so yours were not saved.
                Theirs are in the form now.
              </p>
            ) : null}
            {triage.you.canChange ? (
              <NotificationSettingsForm
                key={data.version}
                settings={data}
                onConflict={() => {
                  setRefusedOn(data.version);
                  setSaved(false);
                }}
                onSaved={() => {
                  setRefusedOn(undefined);
                  setSaved(true);
                }}
              />
            ) : (
              <ReadOnlySettings settings={data} />
            )}
            <p className="muted" role="status">
              {saved ? 'Saved. ' : ''}
              {changedLine(data)}
            </p>
            {triage.you.canChange && data.channels.length > 0 ? <TestButtons settings={data} /> : null}
          </>
        )}
      </QueryView>
      <DigestScheduleSection canChange={triage.you.canChange} />
      <h3>Deliveries</h3>
      <QueryView query={deliveries} loading="Loading the deliveries" error="Could not read the deliveries" keepData>
        {(data) => <DeliveriesTable deliveries={data} />}
      </QueryView>
    </section>
  );
}

function ReadOnlySettings({ settings }: { settings: NotificationSettings }) {
  return (
    <ul aria-label="Notification channels">
      {settings.channels.map((channel) => (
        <li key={channel.label}>
          {channel.label} ({CHANNEL_KINDS[channel.kind]}): {channel.on ? 'on' : 'off'}
        </li>
      ))}
    </ul>
  );
}

function TestButtons({ settings }: { settings: NotificationSettings }) {
  const send = useSendTestMessage();
  return (
    <div className="stack">
      <div className="row">
        {settings.channels.map((channel) => (
          <button
            key={channel.label}
            type="button"
            disabled={send.isPending}
            onClick={() => send.mutate(channel.label)}
          >
            Send a test message to {channel.label}
          </button>
        ))}
      </div>
      {send.isSuccess ? (
        <p role="status">Test message to {send.data.channel} queued: it is listed under Deliveries.</p>
      ) : null}
      {send.isError ? (
        <div role="alert" className="error-state">
          <p className="empty-title">Could not queue the test message</p>
          <ErrorDetails error={send.error} />
        </div>
      ) : null}
    </div>
  );
}
