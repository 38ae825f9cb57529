/**
 * The document kinds the metadata editor opens, declared once: the kind's name in the store, its
 * label (a catalogue key) and whether the spec's deletescreenmetadata can delete one. The zod
 * formats that lint each kind are declared beside the code editor (code/kind-formats.ts), so this
 * light list does not bring them into the page's first chunk.
 */
export const EDITABLE_KINDS = [
  { kind: "screen", label: "mde_kind_screen", deletable: true },
  { kind: "workflow", label: "mde_kind_workflow", deletable: false },
  { kind: "menu", label: "mde_kind_menu", deletable: false },
  { kind: "dashboard", label: "mde_kind_dashboard", deletable: false },
  { kind: "report", label: "mde_kind_report", deletable: false },
  { kind: "theme", label: "mde_kind_theme", deletable: false },
  { kind: "settings", label: "mde_kind_settings", deletable: false },
  { kind: "messages", label: "mde_kind_messages", deletable: false },
] as const;

export type TEditableKind = (typeof EDITABLE_KINDS)[number]["kind"];

export const isEditableKind = (kind: string | null): kind is TEditableKind =>
  EDITABLE_KINDS.some((k) => k.kind === kind);

export const kindDeclaration = (kind: TEditableKind) => EDITABLE_KINDS.find((k) => k.kind === kind)!;
