import type { FastifyReply } from "fastify";
import { nulFreeText } from "@fsm/contracts";

/**
 * Spec §3/§7 quirk kept on purpose: PerformLogin, performlogout and getConfigData answer with a
 * JSON *string* that holds the JSON document, and the client parses it a second time.
 */
export function sendJsonString(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(JSON.stringify(JSON.stringify(value)));
}

/** OpenAPI description of such an answer: a string carrying the named document. */
export const jsonStringOf = (name: string) =>
  nulFreeText().describe(`JSON text of ${name} (parse the string once more)`);
