import type { TScreenDocumentInput } from "@fsm/metadata";

/** Building blocks shared by the seeded screens (portal and workflow ones). */
type Sections = Extract<TScreenDocumentInput, { type: "workflowStep" }>["sections"];
export type Item = Sections[number]["items"][number];
type Button = Extract<Item, { kind: "button" }>;

export const field = (
  id: string,
  type: "text" | "multilineText" | "dateTime" | "phone" | "number" | "attachment",
  column: string,
  label: string,
  more: { required?: boolean; readOnly?: boolean; width?: number } = {},
): Item => ({ kind: "field", id, type, column, label, ...more });

export const code = (
  id: string,
  column: string,
  label: string,
  codeTable: string,
  more: { required?: boolean; readOnly?: boolean; default?: string } = {},
): Item => ({ kind: "field", id, type: "codeSelect", column, label, codeTable, ...more });

export const siteLookupField = (
  label: string,
  more: { readOnly?: boolean; required?: boolean } = {},
): Item => ({
  kind: "field",
  id: "site",
  type: "lookup",
  column: "site_id",
  label,
  required: !more.readOnly,
  ...more,
  lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
});

/**
 * The asset picker; `atSite` limits it to the chosen site: the site field's current value feeds
 * the asset lookup's declared filter item asset.site (submitworkflow holds the asset to the site).
 */
export const assetLookupField = ({
  atSite,
  ...more
}: { readOnly?: boolean; atSite?: boolean } = {}): Item => ({
  kind: "field",
  id: "asset",
  type: "lookup",
  column: "asset_id",
  label: "request_asset",
  ...more,
  lookup: {
    screen: "assetLookup",
    keyColumn: "id",
    displayColumn: "serial_number",
    ...(atSite ? { dependsOn: [{ column: "site_id", filter: "asset.site" }] } : {}),
  },
});

const button = (
  id: string,
  label: string,
  type: "next" | "back" | "submit" | "cancel" | "save",
  variant: Button["variant"],
) => ({ kind: "button", id, label, variant, action: { type } }) as const;

/** A portal screen's detail form: Save and Cancel. */
export const saveActions = [
  button("save", "action_save", "save", "primary"),
  button("cancel", "action_cancel", "cancel", "secondary"),
];
/** First step: Next and Cancel; later steps: Back and Next; confirmation: Back and Submit. */
export const firstStepActions = [
  button("next", "action_next", "next", "primary"),
  button("cancel", "action_cancel", "cancel", "secondary"),
];
export const stepActions = [
  button("back", "action_back", "back", "secondary"),
  button("next", "action_next", "next", "primary"),
];
export const confirmActions = [
  button("back", "action_back", "back", "secondary"),
  button("submit", "action_submit", "submit", "primary"),
];
