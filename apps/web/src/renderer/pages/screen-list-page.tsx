import { useMessage } from "../../lib/messages/use-message";
import { usePageTitle } from "../../lib/use-page-title";
import { Button, Group, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { httpSearchSource } from "../api/exec-search";
import { ListScreen } from "../screens/list/ListScreen";
import { ScreenGate } from "./screen-gate";
import { usePortalScreen } from "./use-portal-screen";

interface ScreenListPageProps {
  /** The area's name for the page title ("Service Requests"), a portal message. */
  area: string;
  /** Where "not found" sends the user. */
  home: string;
  /** The record page of a row of screen `screenName`. */
  rowLink: (screenName: string, id: string) => string;
  /** A button above the list ("New request") for the screens it belongs to. */
  /** label: a message key. */
  start?: { label: string; to: string; forScreen: (screenName: string) => boolean };
}

/** The list screen named by the route's :screenName, with an optional start button above it. */
export function ScreenListPage({ area, home, rowLink, start }: ScreenListPageProps) {
  const { screenName = "" } = useParams();
  const state = usePortalScreen(screenName);
  const t = useMessage();
  usePageTitle(state.status === "ready" ? t(state.document.title) : null, area);
  return (
    <ScreenGate state={state} home={home}>
      {(document) => (
        <Stack gap="xs">
          {start?.forScreen(screenName) ? (
            <Group justify="flex-end">
              <Button component={Link} to={start.to}>
                {t(start.label)}
              </Button>
            </Group>
          ) : null}
          {/* Keyed by screen: list state of one screen never leaks into another. */}
          <ListScreen
            key={document.name}
            document={document}
            source={httpSearchSource}
            rowLink={(row) => rowLink(screenName, String(row.id))}
          />
        </Stack>
      )}
    </ScreenGate>
  );
}
