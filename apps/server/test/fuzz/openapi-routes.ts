/** A JSON Schema node as the published OpenAPI document holds it. */
export type JsonSchema = { [key: string]: unknown };

/** One route of the published API, in the terms a client sees: path, method and what it takes. */
export type FuzzRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** content type → body schema; empty for routes without a body. */
  body: Record<string, JsonSchema>;
};

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/**
 * Every route and method of the OpenAPI document the server publishes (/api/docs/json): the fuzzer
 * covers a new route without being edited. Local `$ref`s are resolved so generators see plain nodes.
 */
export function routesOf(document: {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}): FuzzRoute[] {
  const components = document.components?.schemas ?? {};
  const resolve = (node: unknown): JsonSchema => {
    if (!node || typeof node !== "object") return {};
    const ref = (node as { $ref?: string }).$ref;
    return ref ? resolve(components[ref.replace(/^#\/components\/schemas\//, "")]) : (node as JsonSchema);
  };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const params = (where: string) =>
        Object.fromEntries(
          (operation.parameters ?? [])
            .filter((p) => p.in === where)
            .map((p) => [p.name, resolve(p.schema)] as const),
        );
      const body = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, c]) => [type, resolve(c.schema)]),
      );
      routes.push({
        method: method.toUpperCase() as FuzzRoute["method"],
        path,
        pathParams: params("path"),
        query: params("query"),
        body,
      });
    }
  }
  return routes;
}
