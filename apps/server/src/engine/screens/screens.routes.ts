import {
  MetadataPath,
  ZCheckScreenNameQuery,
  ZFetchScreenQuery,
  ZPrimaryScreenNamesResponse,
  ZScreenResponse,
  ZScreenToEditQuery,
  ZSubScreenIdsQuery,
  ZSubScreenIdsResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { z } from "zod";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { hasAreaAccess } from "../dictionary/table-access.policy.js";
import { assertScreenAccess, tablesOfScreen } from "./screen-load.js";
import { unknownScreen } from "./screens.errors.js";
import { canDesignScreens } from "./screens.policy.js";
import { listPrimaryScreens, subScreenIdsOf } from "./screens.repository.js";
import { fetchScreen, screenNameExists, screenToEdit } from "./screens.service.js";

const errors = errorResponses(400, 401, 403, 404);

/** Reading screens: every signed-in user loads screens by name; editing views need the studio license. */
export const screensRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["screens"];

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.fetchScreen,
    auth: "required",
    // A cached screen needs no database; a miss opens its own transaction.
    tx: "none",
    schema: {
      tags,
      summary: "A screen by name (any case), migrated to the current format; cached per instance",
      querystring: ZFetchScreenQuery,
      response: { 200: ZScreenResponse, ...errors },
    },
    handler: async ({ actor, input }) => {
      const { screenName } = input.query;
      const screen =
        app.screenCache.get(screenName) ??
        (await app.db.transaction((tx) => fetchScreen(tx, app.screenCache, screenName)));
      // A disabled element is gone for the portal; designers still open it to enable it again.
      if (screen.disabled && !canDesignScreens(actor)) throw unknownScreen(screenName);
      assertScreenAccess(actor, screen);
      return screen;
    },
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.fetchPrimaryScreenNames,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary:
        "Screens that are not sub-screens; disabled ones to designers only, those of a menu area to its users only",
      response: { 200: ZPrimaryScreenNamesResponse, ...errors },
    },
    handler: async ({ db, actor }) => {
      const designer = canDesignScreens(actor);
      const open = (s: { name: string; document: unknown }) =>
        tablesOfScreen({ name: s.name, document: s.document as object }).every((t) =>
          hasAreaAccess(actor, t.name),
        );
      return (await listPrimaryScreens(db))
        .filter((s) => designer || !s.disabled)
        .filter(open)
        .map((s) => ({ screenId: s.id, name: s.name, type: s.type, disabled: s.disabled }));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.getSubScreenIds,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Ids of a primary screen's sub-screens",
      querystring: ZSubScreenIdsQuery,
      response: { 200: ZSubScreenIdsResponse, ...errors },
    },
    handler: ({ db, input }) => subScreenIdsOf(db, input.query.primaryScreenID),
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.getScreenMetadataToEdit,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A screen (or one of its sub-screens) for the metadata editor; designers only",
      querystring: ZScreenToEditQuery,
      response: { 200: ZScreenResponse, ...errors },
    },
    policy: allow(canDesignScreens),
    handler: ({ db, input }) => screenToEdit(db, input.query.screenID, input.query.subScreenID),
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.checkScreenNameExists,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "True when another screen already has the name (case-insensitive)",
      querystring: ZCheckScreenNameQuery,
      response: { 200: z.boolean(), ...errors },
    },
    handler: ({ db, input: { query } }) =>
      screenNameExists(db, query.screenName, query.designId, query.subscreenId),
  });
};
