import { describe, expect, it } from "vitest";
import { splitNavLinkPath, toAddressPath, toRouterPath } from "./nav-link-url";

describe("navLink outlet address (spec §2 `(navLink:navinsert/{navScreen})`)", () => {
  it("splits the outlet suffix from the primary path", () => {
    expect(splitNavLinkPath("/app/list/request(navLink:navinsert/siteLookup)")).toEqual({
      primary: "/app/list/request",
      navScreen: "siteLookup",
    });
    expect(splitNavLinkPath("/app/list/request/42(navLink:navinsert/SITE_LOOKUP)")).toEqual({
      primary: "/app/list/request/42",
      navScreen: "SITE_LOOKUP",
    });
    expect(splitNavLinkPath("/(navLink:navinsert/siteLookup)")).toEqual({
      primary: "/",
      navScreen: "siteLookup",
    });
  });

  it("accepts a suffix whose brackets arrive percent-encoded", () => {
    expect(splitNavLinkPath("/app/list/request%28navLink%3Anavinsert%2FsiteLookup%29")).toEqual({
      primary: "/app/list/request",
      navScreen: "siteLookup",
    });
  });

  it.each([
    "/app/list/request",
    "/app/list/request(navLink:navinsert/siteLookup", // half-bracketed
    "/app/list/request(navLink:navinsert/../admin)", // not a screen name
    "/app/list/request(navLink:navinsert/)",
    "/app/list/request(other:navinsert/siteLookup)", // another outlet
    "/app/list/request(navLink:navinsert/siteLookup)/more", // not at the end
  ])("finds no outlet in %s", (path) => {
    expect(splitNavLinkPath(path)).toBeNull();
  });

  it("moves the outlet into the query for the router, keeping the rest of the address", () => {
    expect(
      toRouterPath({
        pathname: "/app/list/request(navLink:navinsert/siteLookup)",
        search: "?q=pump&nl.siteId=7",
        hash: "#x",
      }),
    ).toEqual({
      pathname: "/app/list/request",
      search: "?q=pump&nl.siteId=7&navLink=siteLookup",
      hash: "#x",
    });
    const plain = { pathname: "/app/list/request", search: "?q=pump", hash: "" };
    expect(toRouterPath(plain)).toBe(plain);
  });

  it("writes the router form back as the spec's address form", () => {
    expect(toAddressPath({ pathname: "/app/list/request", search: "?navLink=siteLookup&q=pump" })).toEqual({
      pathname: "/app/list/request(navLink:navinsert/siteLookup)",
      search: "?q=pump",
    });
    // An invalid name is never written into the path.
    const odd = { pathname: "/app/list/request", search: "?navLink=..%2Fx" };
    expect(toAddressPath(odd)).toBe(odd);
  });

  it("round-trips", () => {
    const address = {
      pathname: "/app/rmalist/RMA/9(navLink:navinsert/assetLookup)",
      search: "?nl.assetId=42",
    };
    expect(toAddressPath(toRouterPath(address))).toEqual(address);
  });
});
