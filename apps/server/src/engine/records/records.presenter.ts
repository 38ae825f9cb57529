import { ErrorCode } from "@fsm/contracts";
import type { FastifyReply } from "fastify";
import { STALE_WRITE, StaleWriteError } from "./records.errors.js";

/**
 * Runs a write; a stale one answers 409 with the stored row (ZSaveConflictResponse) so the
 * client can show what changed and lose nothing. The transaction has already rolled back.
 */
export async function orConflict<T>(reply: FastifyReply, write: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof StaleWriteError)) throw error;
    return reply.code(409).type("application/json").send({
      code: ErrorCode.Conflict,
      message: error.message,
      messageKey: STALE_WRITE.key,
      current: error.current,
    });
  }
}
