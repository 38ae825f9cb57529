/** For the dashboard in lobby-only mode (spec §1 isLobbyOnlyDashboard), composed by app/. */
export { LobbyFeed, type LobbyFeedProps } from "./components/lobby-feed";
