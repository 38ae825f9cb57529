import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link, Outlet } from "react-router";
import { DESIGNER_ENTRIES, designerPath } from "../designer-entries";

/** /app/uidesigner/*: the secondary outlet that hosts the designer entries (spec §2). */
export function DesignerLayout() {
  return (
    <section aria-label="UI Designer workspace">
      <Outlet />
    </section>
  );
}

/** /app/uidesigner itself: where each designer entry leads. */
export function DesignerHomePage() {
  return (
    <Stack gap="md">
      <Title order={1}>UI Designer</Title>
      <Text>Choose what to configure.</Text>
      <List>
        {DESIGNER_ENTRIES.map((entry) => (
          <List.Item key={entry.path}>
            <Anchor component={Link} to={designerPath(entry)}>
              {entry.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
