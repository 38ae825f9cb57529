import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { usePageTitle } from "../../../lib/use-page-title";
import { EmptyState, ErrorState, ListSkeleton } from "../../../lib/ui/states";
import { reportsQuery } from "../api/get-reports";

/** /app/reports: the reports the caller may run, each a card with its title and what it answers. */
export function ReportsPage() {
  const t = useMessage();
  usePageTitle(t("reports_title"));
  const query = useQuery(reportsQuery());
  return (
    <Stack gap="md">
      <Title order={1}>{t("reports_title")}</Title>
      {query.isPending ? (
        <ListSkeleton label={t("reports_loading")} cards />
      ) : query.isError ? (
        <ErrorState
          title={t("reports_load_failed")}
          error={query.error}
          next={t("reports_load_failed_body")}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={t("reports_empty_title")} body={t("reports_empty_body")} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: "none", padding: 0 }}>
          {query.data.map((report) => (
            <Card key={report.name} withBorder component="li">
              <Anchor component={Link} to={`/app/reports/${encodeURIComponent(report.name)}`} fw={600}>
                {t(report.title)}
              </Anchor>
              {report.description ? (
                <Text size="sm" mt={4}>
                  {t(report.description)}
                </Text>
              ) : null}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
