import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link, Outlet } from "react-router";
import { useMessage } from "../../lib/messages/use-message";
import { usePageTitle } from "../../lib/use-page-title";
import { DESIGNER_ENTRIES, designerPath } from "../designer-entries";

/** /app/uidesigner/*: the secondary outlet that hosts the designer entries (spec §2). */
export function DesignerLayout() {
  const t = useMessage();
  return (
    <section aria-label={t("designer_workspace")}>
      <Outlet />
    </section>
  );
}

/** /app/uidesigner itself: where each designer entry leads. */
export function DesignerHomePage() {
  const t = useMessage();
  usePageTitle(t("designer_title"));
  return (
    <Stack gap="md">
      <Title order={1}>{t("designer_title")}</Title>
      <Text>{t("designer_intro")}</Text>
      <List>
        {DESIGNER_ENTRIES.map((entry) => (
          <List.Item key={entry.path}>
            <Anchor component={Link} to={designerPath(entry)}>
              {t(entry.label)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
