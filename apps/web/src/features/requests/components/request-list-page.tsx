import { Button, Group, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { httpSearchSource } from "../../../renderer/api/exec-search";
import { ListScreen } from "../../../renderer/screens/list/ListScreen";
import { usePortalScreen } from "../../../renderer/pages/use-portal-screen";
import { requestPaths } from "../paths";
import { ScreenGate } from "../../../renderer/pages/screen-gate";

/** /app/list/:screenName — the service requests (or a workflow's start screen) as a list. */
export function RequestListPage() {
  const { screenName = "" } = useParams();
  const state = usePortalScreen(screenName);
  return (
    <ScreenGate state={state} home={requestPaths.home}>
      {(document) => (
        <Stack gap="xs">
          {screenName.toLowerCase() === "request" ? (
            <Group justify="flex-end">
              <Button component={Link} to={requestPaths.newRequest}>
                New request
              </Button>
            </Group>
          ) : null}
          {/* Keyed by screen: list state of one screen never leaks into another. */}
          <ListScreen
            key={document.name}
            document={document}
            source={httpSearchSource}
            rowLink={(row) => requestPaths.detail(screenName, String(row.id))}
          />
        </Stack>
      )}
    </ScreenGate>
  );
}
