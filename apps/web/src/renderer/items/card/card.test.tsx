import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { ZCardItem } from "@fsm/metadata";
import { renderWithServices } from "../../test-utils/render-with-services";
import { ItemView } from "../../item-registry";

describe("card item", () => {
  it("is a titled region with its placeholder values", () => {
    const item = ZCardItem.parse({
      kind: "card",
      id: "site",
      label: "site_card",
      table: "sites",
      placeholders: ["name", "city"],
    });
    renderWithServices(<ItemView item={item} row={{ sites: { name: "North depot", city: "York" } }} />, {
      messages: { site_card: "Site" },
    });
    const region = screen.getByRole("region", { name: "Site" });
    expect(region).toHaveTextContent("North depot");
    expect(region).toHaveTextContent("York");
  });
});
