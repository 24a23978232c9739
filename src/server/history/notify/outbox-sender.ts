// The syncing server's sender: every few seconds it claims what is due in the outbox, delivers it and marks it,
// so a message is out within seconds of the store learning of its run's end. Only the server that syncs sends (the
// others' outbox is the same table), and a claim in the store keeps two senders off one row.
import { abortableSleep } from '../abortable-sleep';
import type { StoreDb } from '../store/store-db';
import { createChannelSender, describeDeliveryFailure } from './channel-send';
import type { NotifySetup } from './notify-channels';
import { claimDue, markFailed, markSent, type OutboxRow } from './outbox-store';
import { queueDueDigest } from './digest-notice';

export const SEND_EVERY_MS = 2_000;
const PER_ROUND = 20;

export interface OutboxSenderOptions {
  db: StoreDb;
  setup: NotifySetup;
  /** Whether this server syncs now. */
  leading: () => boolean;
  now?: () => Date;
  everyMs?: number;
}

export class OutboxSender {
  private readonly stopping = new AbortController();
  private running: Promise<void> | undefined;
  private readonly channels;
  private readonly now: () => Date;

  constructor(private readonly options: OutboxSenderOptions) {
    this.channels = createChannelSender();
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
    this.channels.close();
  }

  /** Queues the weekly digest when it is due, then delivers what is due now; the number of rows it claimed. */
  async round(): Promise<number> {
    // Its own failure is logged, not thrown: a digest that cannot be worked out must not hold up the run messages.
    await queueDueDigest(this.options.db, this.now()).catch((error: unknown) =>
      console.error('Notifications: could not queue the weekly digest:', error),
    );
    const rows = await claimDue(this.options.db, this.now(), PER_ROUND);
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, setup } = this.options;
    const channel = setup.channels.find((each) => each.label === row.channel);
    if (!channel) {
      await markFailed(db, row, this.now(), `The server no longer sets up a channel labelled "${row.channel}"`);
      return;
    }
    const link = row.message.link && setup.publicUrl ? `${setup.publicUrl}${row.message.link}` : null;
    try {
      await this.channels.send(channel, { id: row.id, message: row.message, link });
    } catch (error) {
      await markFailed(db, row, this.now(), describeDeliveryFailure(error));
      return;
    }
    await markSent(db, row, this.now());
  }

  private async loop(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      if (this.options.leading()) {
        try {
          // A round that filled up has more waiting: the next goes at once.
          if ((await this.round()) === PER_ROUND) continue;
        } catch (error) {
          if (!signal.aborted) console.error('Notifications: could not read the outbox:', error);
        }
      }
      await abortableSleep(this.options.everyMs ?? SEND_EVERY_MS, signal);
    }
  }
}
