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
import { forbidden } from "../../lib/app-error.js";
import { hasAreaAccess } from "../dataview/dataview.policy.js";
import { assertScreenAccess, tablesOfScreen } from "../dataview/screen-search.js";
import { unknownScreen } from "./screens.errors.js";
import { canDesignScreens } from "./screens.policy.js";
import { listPrimaryScreens, subScreenIdsOf } from "./screens.repository.js";
import { fetchScreen, screenNameExists, screenToEdit } from "./screens.service.js";

const errors = errorResponses(400, 401, 403, 404);

/** Reading screens: every signed-in user loads screens by name; editing views need the studio license. */
export const screensRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["screens"];

  app.get(
    MetadataPath.fetchScreen,
    {
      schema: {
        tags,
        summary: "A screen by name (any case), migrated to the current format; cached per instance",
        querystring: ZFetchScreenQuery,
        response: { 200: ZScreenResponse, ...errors },
      },
    },
    async (request) => {
      const { screenName } = request.query;
      const screen =
        app.screenCache.get(screenName) ??
        (await app.db.transaction((tx) => fetchScreen(tx, app.screenCache, screenName)));
      // A disabled element is gone for the portal; designers still open it to enable it again.
      if (screen.disabled && !canDesignScreens(request.actor!)) throw unknownScreen(screenName);
      assertScreenAccess(request.actor!, screen);
      return screen;
    },
  );

  app.get(
    MetadataPath.fetchPrimaryScreenNames,
    {
      schema: {
        tags,
        summary:
          "Screens that are not sub-screens; disabled ones to designers only, those of a menu area to its users only",
        response: { 200: ZPrimaryScreenNamesResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const designer = canDesignScreens(request.actor!);
        const open = (s: { name: string; document: unknown }) =>
          tablesOfScreen({ name: s.name, document: s.document as object }).every((t) =>
            hasAreaAccess(request.actor!, t.name),
          );
        return (await listPrimaryScreens(tx))
          .filter((s) => designer || !s.disabled)
          .filter(open)
          .map((s) => ({ screenId: s.id, name: s.name, type: s.type, disabled: s.disabled }));
      }),
  );

  app.get(
    MetadataPath.getSubScreenIds,
    {
      schema: {
        tags,
        summary: "Ids of a primary screen's sub-screens",
        querystring: ZSubScreenIdsQuery,
        response: { 200: ZSubScreenIdsResponse, ...errors },
      },
    },
    async (request) => app.db.transaction((tx) => subScreenIdsOf(tx, request.query.primaryScreenID)),
  );

  app.get(
    MetadataPath.getScreenMetadataToEdit,
    {
      schema: {
        tags,
        summary: "A screen (or one of its sub-screens) for the metadata editor; designers only",
        querystring: ZScreenToEditQuery,
        response: { 200: ZScreenResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        if (!canDesignScreens(request.actor!)) throw forbidden();
        return screenToEdit(tx, request.query.screenID, request.query.subScreenID);
      }),
  );

  app.get(
    MetadataPath.checkScreenNameExists,
    {
      schema: {
        tags,
        summary: "True when another screen already has the name (case-insensitive)",
        querystring: ZCheckScreenNameQuery,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) =>
      app.db.transaction((tx) =>
        screenNameExists(tx, request.query.screenName, request.query.designId, request.query.subscreenId),
      ),
  );
};
