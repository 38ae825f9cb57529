import { LOBBY_TICKET_TTL_S, message, type TLobbyTicketResponse } from "@fsm/contracts";
import { ErrorCode } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { fieldDetail, invalidFields } from "../../lib/app-error.js";
import { randomToken, sha256 } from "../../lib/tokens.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { resolveTokenHash } from "../../platform/sessions/sessions.service.js";
import { consumeTicket, insertTicket } from "./lobby-tickets.repository.js";

/** A ticket for the caller's session: the secret exists only in this answer. */
export async function issueTicket(db: Db, actor: Actor, now = new Date()): Promise<TLobbyTicketResponse> {
  const ticket = randomToken();
  await insertTicket(db, {
    ticketHash: sha256(ticket),
    sessionId: actor.sessionId,
    expiresAt: new Date(now.getTime() + LOBBY_TICKET_TTL_S * 1000),
  });
  return { ticket, expiresInSeconds: LOBBY_TICKET_TTL_S };
}

/** 401 naming the field: unknown, used, expired, or its session has ended since. */
const badTicket = () =>
  invalidFields([fieldDetail("ticket", message("error_lobby_ticket"))], 401, ErrorCode.NotAuthenticated);

/** The caller a ticket stands for, using the ticket up. */
export async function redeemTicket(db: Db, ticket: string, now = new Date()): Promise<Actor> {
  const tokenHash = await consumeTicket(db, sha256(ticket), now);
  if (!tokenHash) throw badTicket();
  const { state, actor } = await resolveTokenHash(db, tokenHash, now);
  if (state !== "valid" || !actor) throw badTicket();
  return actor;
}
