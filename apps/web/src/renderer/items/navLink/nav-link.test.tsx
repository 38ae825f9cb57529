import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { ZNavLinkItem } from "@fsm/metadata";
import { renderWithServices } from "../../test-utils/render-with-services";
import { ItemView } from "../../item-registry";

describe("navLink item", () => {
  it("opens the navLink outlet over this page with the values of this row", () => {
    const item = ZNavLinkItem.parse({
      kind: "navLink",
      id: "asset",
      label: "asset_link",
      screen: "assetDetail",
      params: { assetId: "asset_id" },
    });
    renderWithServices(<ItemView item={item} row={{ asset_id: 42 }} />, {
      messages: { asset_link: "Asset" },
    });
    expect(screen.getByRole("link", { name: "Asset" })).toHaveAttribute(
      "href",
      "/?navLink=assetDetail&nl.assetId=42",
    );
  });
});
