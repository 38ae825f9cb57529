import type { FeatureManifest } from "../../lib/feature-manifest";

/** The lobby's live feed (issue 12): /app/lobby, and the old short path /lobby. */
export const lobbyManifest: FeatureManifest = {
  name: "lobby",
  appRoutes: [
    {
      path: "lobby",
      lazy: () => import("./components/lobby-page").then((m) => ({ Component: m.LobbyPage })),
    },
  ],
  legacyPaths: ["lobby"],
};
