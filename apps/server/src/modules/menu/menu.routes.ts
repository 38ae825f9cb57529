import {
  ApiPath,
  MenuDocumentPath,
  ZCustomWorkflowFeatures,
  ZMenuAccess,
  ZMenuDocumentResponse,
  ZPortalMessagesResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { lastMessageRefresh, loadMessages } from "../../platform/messages/messages.repository.js";
import { findPersonById } from "../../platform/persons/persons.repository.js";
import { readPublished } from "../../engine/documents/document-store.js";
import { listWorkflows } from "../../engine/workflows/workflows.repository.js";
import { MENU_KIND } from "./menu.kind.js";
import { presentCustomFeatures, presentMenuAccess } from "./menu.presenter.js";

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["metadata"];
  const errors = errorResponses(401);

  defineRoute(app, {
    method: "GET",
    url: ApiPath.menuAccess,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Side-menu access flags of the caller",
      response: { 200: ZMenuAccess, ...errors },
    },
    handler: async ({ db, actor }) => presentMenuAccess(actor, await listWorkflows(db)),
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.customWorkflowFeatures,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Custom workflows for the side menu",
      response: { 200: ZCustomWorkflowFeatures, ...errors },
    },
    handler: async ({ db, actor }) => {
      const person = await findPersonById(db, actor.personId);
      return presentCustomFeatures(await listWorkflows(db), await loadMessages(db, person?.locale));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.portalMessages,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Portal messages in the caller's locale",
      response: { 200: ZPortalMessagesResponse, ...errors },
    },
    handler: async ({ db, actor }) => {
      const person = await findPersonById(db, actor.personId);
      return {
        messages: await loadMessages(db, person?.locale),
        last_message_cache_refresh_time: await lastMessageRefresh(db),
      };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: MenuDocumentPath,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The side-menu document the shell builds the menu from (null: the areas' declared default)",
      response: { 200: ZMenuDocumentResponse, ...errors },
    },
    // The spec's path for the store's read of the one menu document (publisheddocument/menu/main).
    handler: ({ db }) => readPublished(db, MENU_KIND, "main"),
  });
};
