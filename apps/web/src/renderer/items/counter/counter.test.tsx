import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { ZCounterItem } from "@fsm/metadata";
import { renderWithServices } from "../../test-utils/render-with-services";
import { ItemView } from "../../item-registry";

describe("counter item", () => {
  it("shows the count of its screen", async () => {
    const item = ZCounterItem.parse({
      kind: "counter",
      id: "open",
      label: "open_requests",
      screen: "request",
    });
    const asked: string[] = [];
    renderWithServices(<ItemView item={item} row={{}} />, {
      messages: { open_requests: "Open requests" },
      services: { counters: { count: async (name, id) => (asked.push(`${name}/${id}`), 1234) } },
    });
    expect(await screen.findByText((1234).toLocaleString())).toBeInTheDocument();
    expect(screen.getByText("Open requests")).toBeInTheDocument();
    expect(asked).toEqual(["request/open"]);
  });
});
