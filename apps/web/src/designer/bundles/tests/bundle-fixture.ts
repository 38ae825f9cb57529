import type { TBundle, TBundleImportResult } from "@fsm/contracts";
import { json, stubApi, type ApiCall } from "../../../test-utils/stub-api";
import { renderRoutes } from "../../../test-utils/render-app";
import { ImportExportPage } from "../components/import-export-page";

/* Test-only: a bundle, and the bundle calls answered as a portal holding part of it would. */

export const EXPORT = "/api/Metadata/bundle/export";
export const IMPORT = "/api/Metadata/bundle/import";

export const BUNDLE: TBundle = {
  format: "fsm-portal-bundle",
  version: 1,
  exportedAt: "2026-11-30T09:15:00.000Z",
  documents: [
    { kind: "workflow", name: "REQUEST", formatVersion: 1, revision: 4, document: { steps: [] } },
    {
      kind: "screen",
      name: "request",
      formatVersion: 3,
      revision: 7,
      document: { title: "request_list_title" },
    },
    { kind: "screen", name: "siteLookup", formatVersion: 3, revision: 2, document: { title: "site_lookup" } },
  ],
  messages: [{ key: "request_list_title", locale: "en", text: "Service Requests" }],
};

const entry = (
  kind: string,
  name: string,
  status: TBundleImportResult["entries"][number]["status"],
  changes: TBundleImportResult["entries"][number]["changes"] = [],
  locale?: string,
) => ({ kind, name, status, changes, ...(locale ? { locale } : {}) });

/** Before applying: the request screen was edited here, the workflow differs, a message is new. */
export const FIRST_DRY_RUN: TBundleImportResult = {
  applied: false,
  entries: [
    entry("workflow", "REQUEST", "changed", [{ path: "/steps", before: [{ id: "s1" }], after: [] }]),
    entry("screen", "request", "conflict", [
      { path: "/title", before: "request_number", after: "request_list_title" },
      { path: "/subtitle", before: "old" },
    ]),
    entry("screen", "siteLookup", "unchanged"),
    entry("message", "request_list_title", "new", [], "en"),
  ],
  counts: { new: 1, changed: 1, unchanged: 1, conflict: 1 },
};

const allUnchanged = (result: TBundleImportResult): TBundleImportResult => ({
  applied: false,
  entries: result.entries.map((e) => ({ ...e, status: "unchanged", changes: [] })),
  counts: { new: 0, changed: 0, unchanged: result.entries.length, conflict: 0 },
});

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * The import call as the server answers it: dry runs compare with what was applied so far, an
 * apply with conflicts and without "overwrite" is refused (409, nothing written), an apply
 * otherwise writes, after which every dry run is all unchanged.
 */
export function stubPortal(more: Record<string, Handler> = {}) {
  let applied = false;
  return stubApi({
    [`POST ${EXPORT}`]: () => json(BUNDLE),
    [`POST ${IMPORT}`]: (call) => {
      const body = call.body as { dryRun: boolean; conflicts?: string };
      const now = applied ? allUnchanged(FIRST_DRY_RUN) : FIRST_DRY_RUN;
      if (body.dryRun) return json(now);
      if (now.counts.conflict > 0 && body.conflicts !== "overwrite")
        return json(
          { code: "FSM.PORTAL.BUNDLE_CONFLICTS", message: "1 document was edited here since its import." },
          409,
          "Conflict",
        );
      applied = true;
      return json({ ...now, applied: true });
    },
    ...more,
  });
}

export const renderPage = () =>
  renderRoutes([{ path: "/app/uidesigner/importexport", Component: ImportExportPage }], {
    initialEntries: ["/app/uidesigner/importexport"],
  });

export const bundleFile = (content: string, name = "fsm-bundle-20261130-0915.json") =>
  new File([content], name, { type: "application/json" });
