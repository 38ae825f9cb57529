import { describe, expect, it } from "vitest";
import {
  dropTopicDraft,
  hasText,
  readTopicDraft,
  startingDraft,
  writeTopicDraft,
} from "../hooks/topic-draft";

describe("the new topic's draft in the tab", () => {
  it("comes back for the same category (the preview round trip) and not for another", () => {
    writeTopicDraft({ categoryId: 3, title: "Pump clicks", bodyHtml: "<p>After a filter change</p>" });
    expect(startingDraft(3)).toEqual({
      categoryId: 3,
      title: "Pump clicks",
      bodyHtml: "<p>After a filter change</p>",
    });
    expect(startingDraft(4)).toEqual({ categoryId: 4, title: "", bodyHtml: "" });
  });

  it("is dropped when empty or posted, and a damaged copy is ignored", () => {
    writeTopicDraft({ categoryId: 3, title: "", bodyHtml: "" });
    expect(readTopicDraft()).toBeNull();
    writeTopicDraft({ categoryId: 3, title: "x", bodyHtml: "" });
    dropTopicDraft();
    expect(readTopicDraft()).toBeNull();
    sessionStorage.setItem("fsm.forum.topic-draft", "{not json");
    expect(readTopicDraft()).toBeNull();
  });

  it("counts an empty paragraph as no text", () => {
    expect(hasText("<p></p>")).toBe(false);
    expect(hasText("<p> </p>")).toBe(false);
    expect(hasText("<p>Hi</p>")).toBe(true);
  });
});
