import { ZErrorResponse } from "@fsm/contracts";

/**
 * The error answers a route declares (route schema and OpenAPI): every error has the same body,
 * so a route names only its status codes.
 */
export const errorResponses = <const C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, ZErrorResponse])) as { [K in C]: typeof ZErrorResponse };
