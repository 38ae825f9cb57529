import type { FeatureManifest } from "../../lib/feature-manifest";

/** The wall board's page chunk (app/ shows it as the home page in lobby-only mode). */
export const loadLobbyPage = () =>
  import("./components/lobby-page").then((m) => ({ Component: m.LobbyPage }));

/** The lobby's live feed (issue 12): /app/lobby, and the old short path /lobby. */
export const lobbyManifest: FeatureManifest = {
  name: "lobby",
  appRoutes: [{ path: "lobby", lazy: loadLobbyPage }],
  menu: [{ label: "menu_lobby", to: "/app/lobby", icon: "lobby", group: "areas", order: 90 }],
  legacyPaths: ["lobby"],
};
