import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { claimDue, markFailed, markSent, nextDue } from "./outbox.repository.js";
import type { OutboxRow } from "./outbox.table.js";
import type { DeliveryTransport } from "./smtp-transport.js";

/** The change-bus topic a write announces (PostgreSQL: NOTIFY in the writing transaction). */
export const OUTBOX_TOPIC = "outbox";

export type OutboxSenderOptions = {
  /** Wait before the first retry; it doubles with every failed attempt up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** After this many failed attempts a row stays in the outbox with its error (given up). */
  maxAttempts?: number;
  /** Safety net: look for due rows at least this often, even without a nudge. */
  pollMs?: number;
  /** How long a claimed row belongs to this sender before another may try it. */
  leaseMs?: number;
  batchSize?: number;
};

export const OUTBOX_DEFAULTS: Required<OutboxSenderOptions> = {
  retryBaseMs: 5_000,
  retryMaxMs: 15 * 60_000,
  maxAttempts: 12,
  pollMs: 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 20,
};

/** Backoff before attempt n + 1 after n failed attempts: base, 2 × base, 4 × base … up to max. */
export const retryDelayMs = (attempts: number, o: Required<OutboxSenderOptions>) =>
  Math.min(o.retryMaxMs, o.retryBaseMs * 2 ** Math.max(0, attempts - 1));

/** The error as stored and logged: its code and message only (never the mail or its body). */
function errorText(error: unknown): { code: string | undefined; text: string } {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e.code === "string" ? e.code : undefined;
  const message = typeof e.message === "string" ? e.message : String(error);
  const text = [code, typeof e.responseCode === "number" ? e.responseCode : undefined, message]
    .filter((part) => part !== undefined)
    .join(" ")
    .slice(0, 500);
  return { code, text };
}

/**
 * Delivers outbox rows after the transaction that wrote them has committed: woken by a nudge (a
 * write in this process, a NOTIFY from another instance), by the next retry falling due, or by the
 * poll. Each row is claimed with a lease before delivery, so instances sharing a database never
 * send it twice; a crash leaves it pending and the next start (or another instance) delivers it.
 */
export class OutboxSender {
  private readonly options: Required<OutboxSenderOptions>;
  private readonly channels: OutboxRow["channel"][];
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly transports: Partial<Record<OutboxRow["channel"], DeliveryTransport>>,
    private readonly log: FastifyBaseLogger,
    options: OutboxSenderOptions = {},
  ) {
    this.options = { ...OUTBOX_DEFAULTS, ...options };
    this.channels = Object.keys(transports) as OutboxRow["channel"][];
  }

  /** Look for due rows now (or right after the current round). Never throws. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Runs a round now and waits until the sender is idle (tests; shutdown uses stop). */
  async flush(): Promise<void> {
    this.nudge();
    while (this.running) await this.running;
  }

  /** Graceful shutdown: no new rounds; deliveries in flight finish and are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.running) await this.running;
    for (const transport of Object.values(this.transports)) transport.close();
  }

  private async drain(): Promise<void> {
    clearTimeout(this.timer);
    let wakeAt: Date | null = null;
    try {
      for (;;) {
        const now = new Date();
        const leaseUntil = new Date(now.getTime() + this.options.leaseMs);
        const rows = await claimDue(this.db, this.channels, now, leaseUntil, this.options.batchSize);
        await Promise.all(rows.map((row) => this.deliver(row)));
        if (rows.length < this.options.batchSize || this.stopped) break;
      }
      wakeAt = await nextDue(this.db, this.channels);
    } catch (error) {
      // The database is away (or closing): try again at the next poll.
      if (!this.stopped) this.log.warn({ err: errorText(error).text }, "outbox sender: round failed");
    }
    this.schedule(wakeAt);
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const transport = this.transports[row.channel]!;
    try {
      await transport.deliver(row);
    } catch (error) {
      const { code, text } = errorText(error);
      const giveUp = row.attempts >= this.options.maxAttempts;
      const retryAt = giveUp ? null : new Date(Date.now() + retryDelayMs(row.attempts, this.options));
      await markFailed(this.db, row.id, text, retryAt).catch(() => undefined);
      // Id, attempt and error code only: addresses and bodies (reset links, codes) stay out of the log.
      this.log.warn(
        { outboxId: row.id, channel: row.channel, attempt: row.attempts, code, retryAt },
        giveUp ? "outbox delivery failed; giving up" : "outbox delivery failed; will retry",
      );
      return;
    }
    await markSent(this.db, row.id, new Date()).catch((error: unknown) =>
      // Delivered but not recorded: the lease ends and it may go out once more (at-least-once).
      this.log.error(
        { outboxId: row.id, err: errorText(error).text },
        "outbox: delivered but not marked sent",
      ),
    );
  }

  private schedule(at: Date | null): void {
    if (this.stopped) return;
    const poll = this.options.pollMs;
    // A due row another instance is claiming right now: look again shortly, not in a busy loop.
    const delay = at ? Math.min(poll, Math.max(20, at.getTime() - Date.now())) : poll;
    this.timer = setTimeout(() => this.nudge(), delay);
    this.timer.unref();
  }
}
