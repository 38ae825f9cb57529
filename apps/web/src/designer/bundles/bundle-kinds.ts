/**
 * The document kinds a designer picks documents of for a bundle, with their labels (catalogue
 * keys), in the order the export part lists them. A bundle may hold more (the server adds what a
 * chosen document references, and "every document" takes every importable kind): an entry of a
 * kind not listed here is shown by its own name.
 */
export const BUNDLE_KINDS = [
  { kind: "screen", label: "bundles_kind_screen" },
  { kind: "workflow", label: "bundles_kind_workflow" },
  { kind: "menu", label: "bundles_kind_menu" },
  { kind: "dashboard", label: "bundles_kind_dashboard" },
  { kind: "report", label: "bundles_kind_report" },
  { kind: "theme", label: "bundles_kind_theme" },
  { kind: "settings", label: "bundles_kind_settings" },
  { kind: "messages", label: "bundles_kind_messages" },
] as const;

/** An import entry's kind ("message" for a bundled portal message) as a label key, when it has one. */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(BUNDLE_KINDS.map((k) => [k.kind, k.label])),
  message: "bundles_kind_message",
};

export const kindLabelKey = (kind: string): string | undefined => LABELS[kind];
