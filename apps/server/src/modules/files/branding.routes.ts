import { ApiPath, ZErrorResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.js";
import { findBrandingByName } from "./files.repository.js";
import { sendStoredFile } from "./files.presenter.js";

/** Public branding files (logo, favicon, login background) referenced by getConfigData. */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ApiPath.branding}/:name`,
    {
      config: { auth: "none" },
      schema: {
        tags: ["configuration"],
        summary: "A branding file by name (e.g. logo.svg)",
        params: z.object({ name: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, "must be a file name") }),
        response: { 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const file = await app.db.transaction((tx) => findBrandingByName(tx, request.params.name));
      if (!file) throw notFound("No such branding file");
      return sendStoredFile(reply, file, "public, max-age=3600");
    },
  );
};
