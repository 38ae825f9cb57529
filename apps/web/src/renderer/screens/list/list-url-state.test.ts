import { describe, expect, it } from "vitest";
import { requestListInput, screen } from "../../test-utils/screens";
import { readListState, writeListState } from "./list-url-state";

const doc = screen(requestListInput);
const search = doc.search!;
const read = (query: string) => readListState(new URLSearchParams(query), search);

describe("list URL state", () => {
  it("falls back to defaults for malformed or unlisted values", () => {
    expect(read("page=-3&size=7&sort=-nope&cols=nope,password")).toEqual({
      searchValue: "",
      filters: {},
      sort: null,
      page: 1,
      pageSize: search.pageSize,
      cursor: null,
      columns: null,
    });
    expect(read("page=4&size=50").pageSize).toBe(50);
  });

  it("round-trips a full state and leaves defaults out of the URL", () => {
    const query =
      "q=pump&f.request.status=OPEN&sort=-status&page=3&size=25&cursor=abc&cols=status%2Crequest_number";
    expect(writeListState(read(query), search).toString()).toBe(query);
    expect(writeListState(read(""), search).toString()).toBe("");
    expect(read("cols=description,nope,request_number").columns).toEqual(["description", "request_number"]);
  });
});
