import type { TOutboxMessage } from "@fsm/contracts";
import type { OutboxRow } from "./outbox.table.js";

export const presentOutboxMessage = (row: OutboxRow): TOutboxMessage => ({
  id: row.id,
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});
