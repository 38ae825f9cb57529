/** A small valid screen document (the shape of packages/metadata's requestList fixture). */
export const SCREEN = {
  formatVersion: 2,
  type: "portal",
  name: "request",
  title: "request_list_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      items: [
        { kind: "field", id: "number", type: "text", column: "request_number", label: "request_number" },
        {
          kind: "field",
          id: "notes",
          type: "multilineText",
          column: "description",
          label: "request_description",
        },
      ],
    },
  ],
  actions: [{ kind: "button", id: "save", label: "action_save", action: { type: "save" } }],
};

/** The screen with a number where item 1's label (a message key) belongs. */
export const brokenLabel = () => {
  const doc = structuredClone(SCREEN);
  (doc.sections[0]!.items[1] as Record<string, unknown>).label = 42;
  return doc;
};

export const pretty = (value: unknown) => JSON.stringify(value, null, 2);
