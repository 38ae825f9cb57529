import { Button, Group, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { httpSearchSource } from "../../../renderer/api/exec-search";
import { ListScreen } from "../../../renderer/screens/list/ListScreen";
import { usePortalScreen } from "../../../renderer/pages/use-portal-screen";
import { rmaPaths } from "../paths";
import { ScreenGate } from "../../../renderer/pages/screen-gate";

/** /app/rmalist/:screenName — the RMAs as a list. */
export function RmaListPage() {
  const { screenName = "" } = useParams();
  const state = usePortalScreen(screenName);
  return (
    <ScreenGate state={state} home={rmaPaths.home}>
      {(document) => (
        <Stack gap="xs">
          {screenName.toUpperCase() === "RMA" ? (
            <Group justify="flex-end">
              <Button component={Link} to={rmaPaths.newReturn}>
                New return
              </Button>
            </Group>
          ) : null}
          {/* Keyed by screen: list state of one screen never leaks into another. */}
          <ListScreen
            key={document.name}
            document={document}
            source={httpSearchSource}
            rowLink={(row) => rmaPaths.detail(screenName, String(row.id))}
          />
        </Stack>
      )}
    </ScreenGate>
  );
}
