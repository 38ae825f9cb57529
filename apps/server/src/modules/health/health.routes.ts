import { ApiPath } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { defineRoute } from "../../plugins/route-definition.js";

/** Liveness for load balancers: answers only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: ApiPath.health,
    auth: "none",
    // One probe statement; a transaction around it would only add round trips.
    tx: "none",
    schema: {
      tags: ["operations"],
      summary: "Health check",
      response: { 200: z.object({ status: z.literal("ok") }) },
    },
    handler: async ({ db }) => {
      await db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  });
};
