import { lazy, Suspense } from "react";
import { Stack, Text, Title } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { usePageTitle } from "../../../lib/use-page-title";
import { readStoredUser } from "../../../lib/user-session";
import { DashboardSkeleton } from "./dashboard-skeleton";

const DashboardContent = lazy(() =>
  import("./dashboard-content").then((m) => ({ default: m.DashboardContent })),
);

/** /app/dashboard, the home page: the caller's role's dashboard, each card reading its own data. */
export function DashboardPage() {
  const t = useMessage();
  const { name } = readStoredUser();
  usePageTitle(t("dashboard_title"));
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t("dashboard_title")}</Title>
        {name ? <Text c="dimmed">{t("dashboard_welcome", { name })}</Text> : null}
      </Stack>
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardContent />
      </Suspense>
    </Stack>
  );
}
