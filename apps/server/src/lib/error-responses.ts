import { ZDocumentErrorResponse, ZErrorResponse } from "@fsm/contracts";

/**
 * The error answers a route declares (route schema and OpenAPI): every error has the same body,
 * so a route names only its status codes.
 */
export const errorResponses = <const C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, ZErrorResponse])) as { [K in C]: typeof ZErrorResponse };

/**
 * The same for a route that writes metadata documents: its 409 may be a stale write, whose body
 * also carries the current document and the changes (ZDocumentErrorResponse.conflict).
 */
export const documentErrorResponses = <const C extends number>(...codes: C[]) =>
  ({ ...errorResponses(...codes), 409: ZDocumentErrorResponse }) as {
    [K in C | 409]: K extends 409 ? typeof ZDocumentErrorResponse : typeof ZErrorResponse;
  };
