import type { FastifyInstance } from "fastify";

/**
 * Accepts application/x-www-form-urlencoded bodies (the spec's form posts) as a flat object, in
 * the calling plugin's scope only: JSON routes elsewhere keep answering 415 to form bodies.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
