import { useEffect, useRef } from "react";
import { Badge, Group, Paper, Stack } from "@mantine/core";
import { EmptyState, ListSkeleton } from "../../../lib/ui/states";
import { useMessage } from "../../../lib/messages/use-message";
import { useLobbyFeed } from "../hooks/use-lobby-feed";
import type { LobbyFeedState } from "../hooks/lobby-feed-controller";
import { LobbyEventItem } from "./lobby-event-item";
import "./lobby-feed.css";

export type LobbyFeedProps = {
  /** How many events stay on screen (newest first). */
  max?: number;
  /** Font scale for a screen read from across the room (1 = the portal's size). */
  scale?: number;
  /** The list's height limit (CSS); it scrolls back to the top when an event arrives. */
  maxHeight?: string;
};

const hhmm = (epoch: number) =>
  new Date(epoch).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

function StatusLine({ state }: { state: LobbyFeedState }) {
  const t = useMessage();
  const text =
    state.status === "live"
      ? t("lobby_live")
      : state.status === "ended"
        ? t("lobby_signed_out")
        : state.status === "superseded"
          ? t("lobby_superseded")
          : state.status === "reconnecting" && state.updatedAt !== null
            ? t("lobby_reconnecting", { time: hhmm(state.updatedAt) })
            : t("lobby_connecting");
  return (
    <Group role="status" gap="xs">
      <Badge
        variant="dot"
        color={
          state.status === "live"
            ? "green"
            : state.status === "ended" || state.status === "superseded"
              ? "gray"
              : "yellow"
        }
        size="lg"
        className="lobby-status"
      >
        {text}
      </Badge>
    </Group>
  );
}

/**
 * The live activity feed as a wall board: large type, newest on top, kept current by the event
 * stream; a cut keeps what is shown and says since when (the dashboard shows it in lobby-only mode).
 */
export function LobbyFeed({ max = 20, scale = 1, maxHeight }: LobbyFeedProps) {
  const t = useMessage();
  const state = useLobbyFeed(max);
  const list = useRef<HTMLOListElement>(null);
  const newest = state.events[0]?.id;
  useEffect(() => {
    // Newest on top: bring it into view when it arrives.
    list.current?.scrollTo?.({ top: 0, behavior: "smooth" });
  }, [newest]);

  return (
    <Stack
      gap="md"
      className="lobby-feed"
      style={{ fontSize: `calc(var(--mantine-font-size-md) * ${scale})` }}
    >
      <StatusLine state={state} />
      {state.status === "loading" && !state.events.length ? (
        <ListSkeleton label={t("lobby_loading")} cards rows={3} />
      ) : !state.events.length ? (
        <EmptyState title={t("lobby_empty_title")} body={t("lobby_empty_body")} />
      ) : (
        <Paper withBorder radius="md" p={0}>
          <ol
            ref={list}
            className="lobby-list"
            aria-label={t("lobby_feed_label")}
            tabIndex={0}
            style={maxHeight ? { maxHeight, overflowY: "auto" } : undefined}
          >
            {state.events.map((event) => (
              <LobbyEventItem key={event.id} event={event} t={t} />
            ))}
          </ol>
        </Paper>
      )}
    </Stack>
  );
}
