import { Stack, Title } from "@mantine/core";
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
  // The list scrolls inside the screen (title and status line stay): the header's height grows with the scale.
  return (
    <Stack gap="md" className={shell ? undefined : "lobby-kiosk"}>
      <Title order={1} fz={`calc(var(--mantine-h1-font-size) * ${scale})`}>
        {t("area_lobby")}
      </Title>
      <LobbyFeed
        max={events}
        scale={scale}
        maxHeight={`calc(100dvh - ${shell ? 7 : 3}rem - ${scale * 5.5}rem)`}
      />
    </Stack>
  );
}
