import type { TSendEmailRequest, TSendEmailResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../search/search.repository.js";
import type { Mailer } from "../../platform/outbox/mailer.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { notOwnEmail } from "./submissions.errors.js";

/**
 * Who a confirmation mail may go to. A customer: only their own address (the portal must not be
 * a relay to arbitrary addresses). Staff raise requests for customers, so they may also mail any
 * person of the portal, but still never an address the portal does not know.
 */
async function assertRecipient(db: Db, actor: Actor, to: string) {
  if (to === actor.email.toLowerCase()) return;
  if (actor.scope === "all") {
    const rows = await rowsOf(db, sql`select 1 from persons where lower(email) = ${to}`);
    if (rows.length) return;
  }
  throw notOwnEmail();
}

/** Header values never carry line breaks (no header injection), whatever the client sent. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

/** requestworkflow/sendemail: the wizard's confirmation, as plain text only (never HTML). */
export async function sendConfirmationEmail(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  body: TSendEmailRequest,
): Promise<TSendEmailResponse> {
  const to = body.toEmail.trim().toLowerCase();
  await assertRecipient(db, actor, to);
  await mailer.send(db, { to, subject: oneLine(body.subjectEmail), text: body.messageEmail });
  return { status: "success", message: `The confirmation was sent to ${to}.` };
}
