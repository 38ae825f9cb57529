import { Alert, Stack, Text, Title } from "@mantine/core";
import { useMessage } from "../../lib/messages/use-message";
import { usePageTitle } from "../../lib/use-page-title";
import { readStoredUser } from "../../lib/user-session";

/** Home of the main application. Its widgets come with a later issue; nothing is faked here. */
export function DashboardPage() {
  const { name } = readStoredUser();
  const t = useMessage();
  usePageTitle(t("dashboard_title"));
  return (
    <Stack gap="md">
      <Title order={1}>{t("dashboard_title")}</Title>
      {name ? <Text>{t("dashboard_welcome", { name })}</Text> : null}
      <Alert color="gray" variant="outline" title={t("app_not_available_title")}>
        {t("dashboard_not_available")}
      </Alert>
    </Stack>
  );
}
