import { ApiPath, nulFreeText, ZErrorResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { findBrandingByName } from "./files.repository.js";
import { sendStoredFile } from "./files.presenter.js";

/** Public branding files (logo, favicon, login background) referenced by getConfigData. */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: `${ApiPath.branding}/:name`,
    auth: "none",
    tx: "read",
    schema: {
      tags: ["configuration"],
      summary: "A branding file by name (e.g. logo.svg)",
      params: z.object({ name: nulFreeText().regex(/^[A-Za-z0-9._-]{1,100}$/, "must be a file name") }),
      response: { 404: ZErrorResponse },
    },
    handler: async ({ db, input }) => {
      const file = await findBrandingByName(db, input.params.name);
      if (!file) throw notFound("error_no_such_branding_file");
      return file;
    },
    present: (file, { reply }) => sendStoredFile(reply, file, "public, max-age=3600"),
  });
};
