import { afterEach, describe, expect, it } from "vitest";
import { DashboardPage } from "../features/dashboard/components/dashboard-page";
import { LobbyPage } from "../features/lobby/components/lobby-page";
import { FALLBACK_CONFIG } from "../lib/config/use-config";
import { SessionKey } from "../lib/storage-keys";
import { homeManifest } from "./home-manifest";

const homePage = async () => {
  const route = homeManifest.appRoutes?.find((r) => r.path === "dashboard");
  const loaded = (await (route?.lazy as () => Promise<{ Component: unknown }>)()) ?? {};
  return loaded.Component;
};

afterEach(() => sessionStorage.clear());

describe("the home page", () => {
  it("is the dashboard", async () => {
    sessionStorage.setItem(SessionKey.serverConfig, JSON.stringify(FALLBACK_CONFIG));
    expect(await homePage()).toBe(DashboardPage);
  });

  it("is the lobby's live feed when the portal is configured lobby-only (spec §1 isLobbyOnlyDashboard)", async () => {
    sessionStorage.setItem(
      SessionKey.serverConfig,
      JSON.stringify({ ...FALLBACK_CONFIG, isLobbyOnlyDashboard: true }),
    );
    expect(await homePage()).toBe(LobbyPage);
  });
});
