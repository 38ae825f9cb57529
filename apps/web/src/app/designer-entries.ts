/**
 * The UI Designer's level-two menu (spec §2). Each entry opens under /app/uidesigner/<path> in the
 * designer layout's outlet. Only the outbox is built yet; the others show "not available yet".
 */
/** `label` is a catalogue message key. */
export const DESIGNER_ENTRIES = [
  { path: "themepresets", label: "designer_themepresets" },
  { path: "customthemes", label: "designer_customthemes" },
  { path: "dashboard", label: "designer_dashboard" },
  { path: "product", label: "designer_product" },
  { path: "customizeworkflow", label: "designer_customizeworkflow" },
  { path: "editworkflow", label: "designer_editworkflow" },
  { path: "editsidemenu", label: "designer_editsidemenu" },
  { path: "metadataeditor", label: "designer_metadataeditor" },
  { path: "outbox", label: "designer_outbox" },
] as const;

export type TDesignerEntry = (typeof DESIGNER_ENTRIES)[number];

export const designerPath = (entry: Pick<TDesignerEntry, "path">): string => `/app/uidesigner/${entry.path}`;
