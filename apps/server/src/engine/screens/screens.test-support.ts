import type { TestClient } from "../../../test/support/client.js";
import { MetadataPath } from "@fsm/contracts";

/** editmetadatajson as the designer's editor posts it: form-encoded, the document as JSON text. */
export function postMetadata(
  client: TestClient,
  document: unknown,
  comment?: string,
  options: { xsrf?: boolean } = {},
) {
  const form = new URLSearchParams({
    metadata: typeof document === "string" ? document : JSON.stringify(document),
  });
  if (comment) form.set("comment", comment);
  return client.post(MetadataPath.editMetadataJson, Buffer.from(form.toString()), {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    ...options,
  });
}

/** A small valid portal screen over sites, named as asked. */
export const sitesScreen = (name: string, title = "site_lookup_title") => ({
  formatVersion: 3,
  type: "portal",
  name,
  title,
  table: "sites",
  sections: [
    {
      id: "main",
      items: [
        { kind: "field", id: "name", type: "text", column: "name", label: "site_name" },
        { kind: "field", id: "city", type: "text", column: "city", label: "site_city" },
      ],
    },
  ],
});
