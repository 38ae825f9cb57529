import { afterEach, describe, expect, it, vi } from "vitest";
import { signInBrowser } from "../../test-utils/signed-in";
import { queryClient } from "../../lib/query-client";
import { pathOf, renderRoutes } from "../../test-utils/render-app";
import { stubShellApi } from "../../test-utils/shell-api";
import { routes } from "../router";

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStorage.clear();
});

const SURVEY = { Title: "Site Survey", WorkflowStartScreenName: "SURVEY_SITE" };

describe("list/{start screen} (spec §2 custom workflow entries)", () => {
  it("opens the wizard of the custom workflow that starts on that screen", async () => {
    signInBrowser();
    stubShellApi({ access: { request: "true" }, custom: [SURVEY] });
    const { router } = renderRoutes(routes, { initialEntries: ["/app/list/SURVEY_SITE"] });
    await vi.waitFor(() => expect(pathOf(router)).toMatch(/^\/app\/service\?workflow=SURVEY_SITE/), {
      timeout: 5000,
    });
  });

  it("any other name stays a list", async () => {
    signInBrowser();
    stubShellApi({ access: { request: "true" }, custom: [SURVEY] });
    const { router, findByText } = renderRoutes(routes, { initialEntries: ["/app/list/OTHER"] });
    // The list page asks for the screen (unknown to this stub) and says so.
    expect(await findByText("There is no screen named “OTHER”.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/app/list/OTHER");
  });
});
