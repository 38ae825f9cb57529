import { FocusTrap, Stack, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { usePageTitle } from "../../../lib/use-page-title";
import { lobbyParams } from "../lobby-params";
import { LobbyFeed } from "./lobby-feed";

/** /app/lobby: the live feed as a wall board, configured by its address (scale, events, shell). */
export function LobbyPage() {
  const t = useMessage();
  usePageTitle(t("area_lobby"));
  const [search] = useSearchParams();
  const { scale, events, shell } = lobbyParams(search);
  const board = (
    // Without the shell the board takes the focus (tabIndex -1) so that the trap below holds it.
    <Stack gap="md" className={shell ? undefined : "lobby-kiosk"} tabIndex={shell ? undefined : -1}>
      <Title order={1} fz={`calc(var(--mantine-h1-font-size) * ${scale})`}>
        {t("area_lobby")}
      </Title>
      {/* The list scrolls inside the screen under the title and status, whose height grows with the scale. */}
      <LobbyFeed
        max={events}
        scale={scale}
        maxHeight={`calc(100dvh - ${shell ? 7 : 3}rem - ${scale * 5.5}rem)`}
      />
    </Stack>
  );
  // Without the shell the board covers the menu: the keyboard must not wander behind it.
  return shell ? board : <FocusTrap active>{board}</FocusTrap>;
}
