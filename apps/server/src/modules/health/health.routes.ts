import { ApiPath } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** Liveness for load balancers: answers only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ApiPath.health,
    {
      config: { auth: "none" },
      schema: {
        tags: ["operations"],
        summary: "Health check",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  );
};
