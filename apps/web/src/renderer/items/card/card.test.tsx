import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZCardItem } from "@fsm/metadata";
import type { InfoCardRequest } from "../../api/get-info-card-data";
import type { TRow } from "../../data-source";
import { ItemView } from "../../item-registry";
import { renderWithServices } from "../../test-utils/render-with-services";
import { cardRowId } from "./card-link";

const item = ZCardItem.parse({
  kind: "card",
  id: "site",
  label: "site_card",
  table: "sites",
  placeholders: ["name", "city"],
});
const messages = { site_card: "Site" };

function renderCard(row: TRow, rowOf: (request: InfoCardRequest) => Promise<TRow | null>) {
  const calls: InfoCardRequest[] = [];
  const infoCards = {
    row: (request: InfoCardRequest) => {
      calls.push(request);
      return rowOf(request);
    },
  };
  renderWithServices(<ItemView item={item} row={row} />, { messages, services: { infoCards } });
  return calls;
}

describe("card item (infocarddata)", () => {
  it("shows the placeholder columns of the row the record refers to", async () => {
    const calls = renderCard({ id: 1, site_id: 7 }, async () => ({
      id: 7,
      name: "North depot",
      city: "York",
    }));
    const region = screen.getByRole("region", { name: "Site" });
    expect(await screen.findByText("North depot")).toBeInTheDocument();
    expect(region).toHaveTextContent("York");
    expect(calls).toEqual([{ table: "sites", placeholders: ["name", "city"], id: 7 }]);
  });

  it("says it is loading while the data is on its way", () => {
    renderCard({ site_id: 7 }, () => new Promise(() => {}));
    expect(screen.getByLabelText("Loading Site")).toBeInTheDocument();
  });

  it("links nothing on a record without the reference, and asks nothing", () => {
    const calls = renderCard({ id: 1, site_id: null }, async () => null);
    expect(screen.getByRole("region", { name: "Site" })).toHaveTextContent("Nothing linked yet.");
    expect(calls).toEqual([]);
  });

  it("is empty when the caller may not see the row", async () => {
    renderCard({ site_id: 7 }, async () => null);
    expect(await screen.findByText("No details to show.")).toBeInTheDocument();
  });

  it("shows a failure with a retry that asks again", async () => {
    const rowOf = vi
      .fn<(request: InfoCardRequest) => Promise<TRow | null>>()
      .mockRejectedValueOnce(new Error("Server error"))
      .mockResolvedValueOnce({ id: 7, name: "North depot", city: "York" });
    renderCard({ site_id: 7 }, rowOf);
    expect(await screen.findByText("Site could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("North depot")).toBeInTheDocument();
  });
});

describe("cardRowId", () => {
  it("follows the card's link column, else the schema's reference naming", () => {
    expect(cardRowId({ site_id: 7 }, { table: "sites" })).toBe(7);
    expect(cardRowId({ company_id: "C1" }, { table: "companies" })).toBe("C1");
    expect(cardRowId({ site_id: "" }, { table: "sites" })).toBeNull();
    expect(cardRowId({}, { table: "sites" })).toBeNull();
    // A declared link column wins over the naming rule (persons ← contact_person_id).
    const contact = { table: "persons", linkColumn: "contact_person_id" };
    expect(cardRowId({ contact_person_id: 12, person_id: 99 }, contact)).toBe(12);
    expect(cardRowId({ person_id: 99 }, contact)).toBeNull();
  });
});
