import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from "fastify";
import type { z } from "zod";

/** A contract schema: zod classic, or zod/mini for the signed-out calls' contracts (text-field.ts). */
type ZodType = z.core.$ZodType;
import type { Db } from "../db/client.js";
import { forbidden } from "../lib/app-error.js";
import type { Actor } from "../platform/sessions/actor.js";

/**
 * none: public, no session lookup; optional: the actor when signed in; required: 401 without a
 * session (the session plugin answers it); designer: required plus the studio license (403).
 */
export type RouteAuth = "none" | "optional" | "required" | "designer";

/**
 * read: one read-only transaction (`SET TRANSACTION READ ONLY`, which PGlite and PostgreSQL both
 * accept and enforce); write: one read-write transaction; none: the handler opens its own (a
 * multipart body is read before the transaction, a write clears caches after the commit…).
 */
export type RouteTx = "read" | "write" | "none";

export type RouteSchema = {
  tags?: string[];
  summary?: string;
  description?: string;
  consumes?: string[];
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  response?: Partial<Record<number, ZodType>>;
};

type Parsed<T> = T extends ZodType ? z.output<T> : undefined;

/** What a route's handler (or presenter) may answer: its 200 schema, or a reply it sent itself. */
export type RouteReply<S extends RouteSchema> = S["response"] extends { 200: infer Ok extends ZodType }
  ? z.output<Ok> | FastifyReply
  : unknown;

export type RouteContext<A extends RouteAuth, S extends RouteSchema> = {
  /** Non-null when the route requires a session. */
  actor: A extends "required" | "designer" ? Actor : Actor | null;
  /** Validated by the route's contract schemas before the handler runs. */
  input: { body: Parsed<S["body"]>; query: Parsed<S["querystring"]>; params: Parsed<S["params"]> };
  /** The route's transaction (tx read/write), or the database itself (tx none). */
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
};

type Definition<A extends RouteAuth, S extends RouteSchema> = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  auth: A;
  tx: RouteTx;
  schema: S;
  /** Passed through to the plugins that read it (xsrf, rate limits, multipart form contract). */
  config?: Omit<FastifyContextConfig, "auth">;
  /** Route-level authorisation, run in the transaction before the handler; throws to refuse. */
  policy?: (ctx: RouteContext<A, S>) => void | Promise<void>;
};

/** Marks a policy that reads only the actor (its role and access), never the request's data. */
const ACTOR_ONLY = Symbol("actor-only policy");

/**
 * A route policy from a module's named check of the actor: 403 when it says no. It needs nothing
 * of the request, so defineRoute runs it before the body is validated: a caller without the role
 * learns 403, never which fields a call it may not make would have wanted.
 */
export const allow = (check: (actor: Actor) => boolean) =>
  Object.assign(
    ({ actor }: { actor: Actor }): void => {
      if (!check(actor)) throw forbidden();
    },
    { [ACTOR_ONLY]: true as const },
  );

const isActorOnly = (policy: unknown): policy is ReturnType<typeof allow> =>
  typeof policy === "function" && ACTOR_ONLY in policy;

/**
 * One route, its whole pipeline in one place (docs/ARCHITECTURE.md §2 rule 6):
 * auth → role (designer, allow(…) policies) → validate (schema) → transaction → policy → handler →
 * present. Checks of the actor alone come before validation; checks that read data run in the
 * transaction.
 */
export function defineRoute<A extends RouteAuth, S extends RouteSchema, R>(
  app: FastifyInstance,
  route: Definition<A, S> & {
    handler: (ctx: RouteContext<A, S>) => Promise<R> | R;
    present: (result: R, ctx: RouteContext<A, S>) => RouteReply<S>;
  },
): void;
export function defineRoute<A extends RouteAuth, S extends RouteSchema>(
  app: FastifyInstance,
  route: Definition<A, S> & {
    handler: (ctx: RouteContext<A, S>) => Promise<RouteReply<S>> | RouteReply<S>;
    present?: undefined;
  },
): void;
export function defineRoute<A extends RouteAuth, S extends RouteSchema>(
  app: FastifyInstance,
  route: Definition<A, S> & {
    handler: (ctx: RouteContext<A, S>) => unknown;
    present?: (result: unknown, ctx: RouteContext<A, S>) => unknown;
  },
): void {
  const { method, url, auth, tx, schema, config, policy, handler, present } = route;
  const mode: RouteAuth = auth;
  app.route({
    method,
    url,
    schema: schema as FastifySchema,
    // The session plugin knows none/optional/required; the studio license is checked below.
    config: { ...config, auth: mode === "designer" ? "required" : mode },
    preValidation: async (request) => {
      if (auth === "designer" && !request.actor?.access.studio) throw forbidden();
      if (isActorOnly(policy)) {
        if (!request.actor) throw forbidden();
        policy({ actor: request.actor });
      }
    },
    handler: async (request, reply) => {
      const actor = request.actor;
      const ctx = (db: Db) =>
        ({
          actor,
          input: { body: request.body, query: request.query, params: request.params },
          db,
          request,
          reply,
          app,
        }) as RouteContext<A, S>;
      const run = async (db: Db) => {
        const c = ctx(db);
        if (policy && !isActorOnly(policy)) await policy(c);
        const result = await handler(c);
        return { result, c };
      };
      const { result, c } =
        tx === "none"
          ? await run(app.db)
          : await app.db.transaction(run, tx === "read" ? { accessMode: "read only" } : undefined);
      return present ? present(result, c) : result;
    },
  });
}
