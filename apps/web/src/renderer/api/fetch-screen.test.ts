import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { json, stubApi } from "../../test-utils/stub-api";
import { screenAnswer } from "../../test-utils/fixtures";
import { siteLookupInput } from "../test-utils/screens";
import { clearScreenCache, screenQueryOptions } from "./fetch-screen";

afterEach(() => vi.unstubAllGlobals());

// The server's ZScreenResponse.
const answer = (document: unknown) => () => json(screenAnswer("siteLookup", "lookup", document, 12));

describe("fetchscreen", () => {
  it("asks by screen name and answers the parsed, defaulted document", async () => {
    const api = stubApi({ "GET /api/Metadata/fetchscreen": answer(siteLookupInput) });
    const client = new QueryClient();
    const doc = await client.fetchQuery(screenQueryOptions({ screenName: "siteLookup" }, false));
    expect(api.calls[0]!.query.get("screenName")).toBe("siteLookup");
    expect(doc.type).toBe("lookup");
    expect(doc.type === "lookup" && doc.isGenericLookup).toBe(false);
  });

  it("names the exact path of an invalid document", async () => {
    stubApi({ "GET /api/Metadata/fetchscreen": answer({ ...siteLookupInput, keyColumn: "Bad Column" }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(screenQueryOptions({ screenName: "siteLookup" }, false))).rejects.toThrow(
      /siteLookup.*keyColumn/,
    );
  });

  it("serves the second ask from the cache, and clearScreenCache drops only screens", async () => {
    const api = stubApi({ "GET /api/Metadata/fetchscreen": answer(siteLookupInput) });
    const client = new QueryClient();
    const options = screenQueryOptions({ screenName: "siteLookup" }, false);
    await client.fetchQuery(options);
    await client.fetchQuery(options);
    expect(api.calls).toHaveLength(1);
    client.setQueryData(["profile"], { name: "kept" });

    clearScreenCache(client);
    expect(client.getQueryData(options.queryKey)).toBeUndefined();
    expect(client.getQueryData(["profile"])).toEqual({ name: "kept" });
    await client.fetchQuery(options);
    expect(api.calls).toHaveLength(2);
  });

  it("keeps a screen on display but stale, so its next opening fetches it again", async () => {
    const api = stubApi({ "GET /api/Metadata/fetchscreen": answer(siteLookupInput) });
    const client = new QueryClient();
    const options = screenQueryOptions({ screenName: "siteLookup" }, false);
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    clearScreenCache(client);
    expect(client.getQueryData(options.queryKey)).toBeDefined();
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    expect(api.calls).toHaveLength(1);
    unsubscribe();
    await client.fetchQuery(options);
    expect(api.calls).toHaveLength(2);
  });
});
