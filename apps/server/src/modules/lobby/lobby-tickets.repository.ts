import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { lobbyTickets } from "./lobby-tickets.table.js";

export async function insertTicket(db: Db, row: typeof lobbyTickets.$inferInsert): Promise<void> {
  // Tickets nobody used are of no use to anyone: each issue sweeps the expired ones.
  await db.delete(lobbyTickets).where(lt(lobbyTickets.expiresAt, new Date()));
  await db.insert(lobbyTickets).values(row);
}

/**
 * Uses a ticket: one statement deletes it and answers its session's token hash, so of two
 * instances racing for the same ticket only one gets it; an expired ticket answers nothing.
 */
export async function consumeTicket(db: Db, ticketHash: string, now: Date): Promise<string | undefined> {
  const result = (await db.execute(
    sql`delete from lobby_tickets t using sessions s
        where t.ticket_hash = ${ticketHash} and s.id = t.session_id and t.expires_at > ${now.toISOString()}::timestamptz
        returning s.token_hash`,
  )) as unknown as { rows: { token_hash: string }[] };
  return result.rows[0]?.token_hash;
}

/** Of these sessions, the ones still open (not revoked, not past their absolute end). */
export async function openSessions(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const result = (await db.execute(
    sql`select id from sessions where id in (${sql.join(ids, sql`, `)})
        and revoked_at is null and expires_at > now()`,
  )) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((r) => Number(r.id)));
}
