import { ApiPath, ZCustomWorkflowFeatures, ZMenuAccess, ZPortalMessagesResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { lastMessageRefresh, loadMessages } from "../messages/messages.repository.js";
import { findPersonById } from "../persons/persons.repository.js";
import { listWorkflows } from "../workflows/workflows.repository.js";
import { presentCustomFeatures, presentMenuAccess } from "./menu.presenter.js";

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["metadata"];
  const errors = errorResponses(401);

  app.get(
    ApiPath.menuAccess,
    {
      schema: {
        tags,
        summary: "Side-menu access flags of the caller",
        response: { 200: ZMenuAccess, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => presentMenuAccess(request.actor!, await listWorkflows(tx))),
  );

  app.get(
    ApiPath.customWorkflowFeatures,
    {
      schema: {
        tags,
        summary: "Custom workflows for the side menu",
        response: { 200: ZCustomWorkflowFeatures, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const person = await findPersonById(tx, request.actor!.personId);
        return presentCustomFeatures(await listWorkflows(tx), await loadMessages(tx, person?.locale));
      }),
  );

  app.get(
    ApiPath.portalMessages,
    {
      schema: {
        tags,
        summary: "Portal messages in the caller's locale",
        response: { 200: ZPortalMessagesResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const person = await findPersonById(tx, request.actor!.personId);
        return {
          messages: await loadMessages(tx, person?.locale),
          last_message_cache_refresh_time: await lastMessageRefresh(tx),
        };
      }),
  );
};
