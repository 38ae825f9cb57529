import { Stack, Table, Title } from "@mantine/core";
import type { TAboutInfo } from "@fsm/contracts";
import { QueryState } from "../../../lib/ui/query-state";
import { useMessage } from "../../../lib/messages/use-message";
import { usePageTitle } from "../../../lib/use-page-title";
import { useAboutInfo } from "../api/get-about-info";

const ROWS: { key: keyof TAboutInfo; label: string }[] = [
  { key: "productName", label: "about_product" },
  { key: "version", label: "about_version" },
  { key: "companyName", label: "about_company" },
  { key: "database", label: "about_database" },
  { key: "serverTime", label: "about_server_time" },
  { key: "nodeVersion", label: "about_node_version" },
];

const display = (key: keyof TAboutInfo, value: string): string =>
  key === "serverTime" && !Number.isNaN(Date.parse(value)) ? new Date(value).toLocaleString() : value;

/** /app/about: what the portal is and where it runs. */
export function AboutPage() {
  const about = useAboutInfo();
  const t = useMessage();
  usePageTitle(t("menu_about"));
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t("menu_about")}</Title>
      <QueryState query={about} what={t("query_what_information")}>
        {(data) => (
          <Table withTableBorder variant="vertical" layout="fixed">
            <Table.Caption>{t("about_caption")}</Table.Caption>
            <Table.Tbody>
              {/* The runtime rows come to studio users only; the others see no empty rows. */}
              {ROWS.filter((row) => data[row.key] !== undefined).map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th w={160} scope="row">
                    {t(row.label)}
                  </Table.Th>
                  <Table.Td>{display(row.key, data[row.key] ?? "")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
