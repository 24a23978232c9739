import { useId, useState } from 'react';
import { ApiError } from '../../../../client/http/api-error';
import { useChangeNotificationSettings } from '../../../../client/notifications/notification-settings';
import { CHANNEL_KINDS, type NotificationSettings } from '../../../../contract/dashboard-api/notifications';
import { linesOf, ownerLinesText, readOwnerLines } from './owner-lines';
import { SettingSave } from '../setting-save';

/** The team's notification settings as a form: channels on or off, recipients, owners' addresses. */
export function NotificationSettingsForm({
  settings,
  onConflict,
  onSaved,
}: {
  settings: NotificationSettings;
  onConflict: () => void;
  onSaved: () => void;
}) {
  const [on, setOn] = useState(() => new Set(settings.channels.filter((each) => each.on).map((each) => each.label)));
  const [recipients, setRecipients] = useState(settings.recipients.join('\n'));
  const [owners, setOwners] = useState(ownerLinesText(settings.owners));
  const [ownersProblem, setOwnersProblem] = useState<string | undefined>(undefined);
  const change = useChangeNotificationSettings();
  const recipientsId = useId();
  const ownersId = useId();
  const conflict = change.error instanceof ApiError && change.error.status === 409;
  const problem = change.error instanceof ApiError && change.error.status === 400 ? change.error.message : undefined;
  const failure = change.error && !problem && !conflict ? change.error : undefined;
  const toggle = (label: string, checked: boolean) =>
    setOn((before) => {
      const next = new Set(before);
      if (checked) next.add(label);
      else next.delete(label);
      return next;
    });
  return (
    <form
      className="stack notify-form"
      aria-label="Notification settings"
      onSubmit={(event) => {
        event.preventDefault();
        const read = readOwnerLines(owners);
        if ('problem' in read) {
          setOwnersProblem(read.problem);
          return;
        }
        setOwnersProblem(undefined);
        change.mutate(
          {
            channels: settings.channels.filter((each) => on.has(each.label)).map((each) => each.label),
            recipients: linesOf(recipients),
            owners: read.owners,
            version: settings.version,
          },
          {
            onError: (error) => (error instanceof ApiError && error.status === 409 ? onConflict() : undefined),
            onSuccess: onSaved,
          },
        );
      }}
    >
      {settings.channels.length > 0 ? (
        <fieldset className="notify-channels">
          <legend>Channels</legend>
          {settings.channels.map((channel) => (
            <label key={channel.label} className="checkbox">
              <input
                type="checkbox"
                checked={on.has(channel.label)}
                onChange={(event) => toggle(channel.label, event.target.checked)}
              />
              {channel.label} <span className="muted">({CHANNEL_KINDS[channel.kind]})</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor={recipientsId}>E-mail recipients, one per line</label>
        <textarea id={recipientsId} value={recipients} onChange={(event) => setRecipients(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ownersId}>Decision owners&apos; addresses, one per line: OWNER = address</label>
        <textarea
          id={ownersId}
          value={owners}
          aria-invalid={Boolean(ownersProblem)}
          aria-describedby={ownersProblem ? `${ownersId}-problem` : undefined}
          onChange={(event) => setOwners(event.target.value)}
        />
        {ownersProblem ? (
          <span id={`${ownersId}-problem`} className="field-error">
            {ownersProblem}
          </span>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
      <SettingSave
        label="Save the notification settings"
        pending={change.isPending}
        failure={failure}
        failedTitle="Could not save the notification settings"
      />
    </form>
  );
}
