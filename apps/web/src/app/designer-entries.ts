/**
 * The UI Designer's level-two menu (spec §2). Each entry opens under /app/uidesigner/<path> in the
 * designer layout's outlet. Only the outbox is built yet; the others show "not available yet".
 */
export const DESIGNER_ENTRIES = [
  { path: "themepresets", label: "Theme Presets" },
  { path: "customthemes", label: "Custom Themes" },
  { path: "dashboard", label: "Dashboard" },
  { path: "product", label: "Product" },
  { path: "customizeworkflow", label: "Customize Workflow" },
  { path: "editworkflow", label: "Edit Workflow" },
  { path: "editsidemenu", label: "Edit Side Menu" },
  { path: "metadataeditor", label: "Metadata Editor" },
  { path: "outbox", label: "Outbox" },
] as const;

export type TDesignerEntry = (typeof DESIGNER_ENTRIES)[number];

export const designerPath = (entry: Pick<TDesignerEntry, "path">): string => `/app/uidesigner/${entry.path}`;
