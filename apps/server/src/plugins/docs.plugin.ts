import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ApiPath } from "@fsm/contracts";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI from the routes' zod schemas (ARCHITECTURE §3): UI at /api/docs, JSON at /api/docs/json. */
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
    // No staticCSP: the UI loads only same-origin scripts, so the global strict policy fits it too.
    await app.register(swaggerUi, { routePrefix: ApiPath.docs });
  },
  { name: "docs" },
);
