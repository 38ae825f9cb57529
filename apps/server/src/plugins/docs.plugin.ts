import swagger from "@fastify/swagger";
import { ApiPath } from "@fsm/contracts";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { forbidden } from "../lib/app-error.js";

/**
 * OpenAPI from the routes' zod schemas (ARCHITECTURE §3). Registered before every route so the
 * document sees them all; docsRoutes serves it.
 */
export const docsPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "fsm-portal API",
          version,
          description:
            "Customer portal API. Signed-in calls send `Authorization: Bearer <token>` (authHeader of PerformLogin); " +
            "POST calls and the state-changing GETs echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.",
        },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      },
      // Multipart routes read their form themselves; their declared fields still belong in the document.
      transform: (input) => {
        const form = input.route.config?.multipartForm;
        return jsonSchemaTransform(form ? { ...input, schema: { ...input.schema, body: form } } : input);
      },
    });
  },
  { name: "docs" },
);

/**
 * The document (every route and field) is for studio users only (ASVS: no API documentation for
 * anonymous callers): a studio user's bearer token, else 401 / 403. There is no HTML viewer: a
 * browser opening a page sends no Authorization header, so a viewer could only be public or
 * broken; a designer loads the JSON into any OpenAPI viewer instead. Hidden from the document.
 */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  for (const url of [ApiPath.docs, `${ApiPath.docs}/json`]) {
    app.get(url, {
      schema: { hide: true },
      config: { auth: "required" },
      preValidation: async (request) => {
        if (!request.actor?.access.studio) throw forbidden();
      },
      handler: async (_request, reply) => reply.type("application/json; charset=utf-8").send(app.swagger()),
    });
  }
};
