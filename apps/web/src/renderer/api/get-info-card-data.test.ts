import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../test-utils/stub-api";
import { getInfoCardData } from "./get-info-card-data";

afterEach(() => vi.unstubAllGlobals());

describe("infocarddata", () => {
  it("asks for the card's columns of one row by id and answers that row", async () => {
    const api = stubApi({
      "POST /api/dataview/infocarddata": () =>
        json({ tableName: "sites", rows: [{ id: 7, name: "North depot", city: "York" }] }),
    });
    const row = await getInfoCardData({ table: "sites", placeholders: ["name", "city"], id: 7 });
    expect(api.calls[0]!.body).toEqual({
      tableName: "sites",
      placeHolders: "name,city",
      dataConstraints: [{ left_operand: "sites.id", operator: "EQ", right_operand: 7 }],
    });
    expect(row).toEqual({ id: 7, name: "North depot", city: "York" });
  });

  it("answers null when the caller sees no such row", async () => {
    stubApi({ "POST /api/dataview/infocarddata": () => json({ tableName: "sites", rows: [] }) });
    expect(await getInfoCardData({ table: "sites", placeholders: ["name"], id: 99 })).toBeNull();
  });
});
