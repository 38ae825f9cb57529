import type { RouteObject } from "react-router";
import { notAvailable } from "./unbuilt-areas";

/**
 * The UI Designer's level-two menu (spec §2). Each entry opens under /app/uidesigner/<path> in the
 * designer layout's outlet. The outbox, the metadata editor and import / export are built; the others show "not available yet".
 */
/** `label` is a catalogue message key; `lazy` loads the entry's page (a placeholder until it is built). */
export const DESIGNER_ENTRIES = [
  { path: "themepresets", label: "designer_themepresets", lazy: notAvailable("designer_themepresets", true) },
  { path: "customthemes", label: "designer_customthemes", lazy: notAvailable("designer_customthemes", true) },
  { path: "dashboard", label: "designer_dashboard", lazy: notAvailable("designer_dashboard", true) },
  { path: "product", label: "designer_product", lazy: notAvailable("designer_product", true) },
  {
    path: "customizeworkflow",
    label: "designer_customizeworkflow",
    lazy: notAvailable("designer_customizeworkflow", true),
  },
  { path: "editworkflow", label: "designer_editworkflow", lazy: notAvailable("designer_editworkflow", true) },
  { path: "editsidemenu", label: "designer_editsidemenu", lazy: notAvailable("designer_editsidemenu", true) },
  {
    path: "metadataeditor",
    label: "designer_metadataeditor",
    lazy: () =>
      import("../designer/metadata/components/metadata-editor-page").then((m) => ({
        Component: m.MetadataEditorPage,
      })),
  },
  {
    path: "importexport",
    label: "designer_importexport",
    lazy: () =>
      import("../designer/bundles/components/import-export-page").then((m) => ({
        Component: m.ImportExportPage,
      })),
  },
  {
    path: "outbox",
    label: "designer_outbox",
    lazy: () =>
      import("../designer/outbox/components/outbox-page").then((m) => ({ Component: m.OutboxPage })),
  },
] as const satisfies readonly (Pick<RouteObject, "path" | "lazy"> & { label: string })[];

export type TDesignerEntry = (typeof DESIGNER_ENTRIES)[number];

export const designerPath = (entry: Pick<TDesignerEntry, "path">): string => `/app/uidesigner/${entry.path}`;
