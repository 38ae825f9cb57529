import { DocumentsPath, ZDocumentJsonSchema } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { generatePath } from "react-router";
import { apiRequest } from "../../../lib/api-client";
import type { JsonSchema } from "../code/schema-help";

/**
 * GET documentschema/{kind}: the kind's JSON Schema, made by the server (the web build stubs
 * zod's JSON Schema generator). Fetched once per kind: it changes only with a new server.
 */
export function getDocumentSchema(kind: string, signal?: AbortSignal): Promise<JsonSchema> {
  return apiRequest(generatePath(DocumentsPath.schema, { kind }), { schema: ZDocumentJsonSchema, signal });
}

export const documentSchemaQuery = (kind: string) =>
  queryOptions({
    queryKey: ["documents", kind, "schema"],
    queryFn: ({ signal }) => getDocumentSchema(kind, signal),
    staleTime: Infinity,
  });

export const useDocumentSchema = (kind: string) => useQuery(documentSchemaQuery(kind));
