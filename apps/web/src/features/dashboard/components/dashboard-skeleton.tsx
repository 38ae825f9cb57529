import { Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";

/** The dashboard's shape while its layout loads: a row of counters, then two cards. */
export function DashboardSkeleton() {
  const t = useMessage();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t("dashboard_loading")}>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "xs", sm: "md" }}>
        {[0, 1, 2, 3].map((i) => (
          <Paper key={i} withBorder radius="md" p={{ base: "sm", sm: "md" }}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={32} width={64} mt="sm" />
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {[0, 1].map((i) => (
          <Paper key={i} withBorder radius="md" p="md">
            <Skeleton height={18} width="40%" />
            <Skeleton height={14} mt="md" />
            <Skeleton height={14} mt="sm" />
            <Skeleton height={14} mt="sm" width="70%" />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
