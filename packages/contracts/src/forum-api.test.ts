import { describe, expect, it } from "vitest";
import { findMentions } from "./forum-api.js";

const names = ["Ann Smith", "Ann", "Sam Staff"];
const spans = (text: string) => findMentions(text, names).map((m) => [text.slice(m.start, m.end), m.name]);

describe("findMentions", () => {
  it("finds @Name of a participant, the longest name that fits, in any case", () => {
    expect(spans("Thanks @Ann Smith and @sam staff!")).toEqual([
      ["@Ann Smith", "Ann Smith"],
      ["@sam staff", "Sam Staff"],
    ]);
    expect(spans("@Ann, see above")).toEqual([["@Ann", "Ann"]]);
    expect(spans("Ask\u00a0@Ann\u00a0Smith")).toEqual([["@Ann\u00a0Smith", "Ann Smith"]]);
  });

  it("ignores addresses, longer words and people who are no participant", () => {
    expect(spans("mail ann@Ann Smith.test")).toEqual([]);
    expect(spans("@Annabel and @Sam Staffer and @Robin")).toEqual([]);
    expect(findMentions("@Ann", [])).toEqual([]);
  });
});
