import { Stack, Table, Title } from "@mantine/core";
import type { TAboutInfo } from "@fsm/contracts";
import { QueryState } from "../../../lib/ui/query-state";
import { useAboutInfo } from "../api/get-about-info";

const ROWS: { key: keyof TAboutInfo; label: string }[] = [
  { key: "productName", label: "Product" },
  { key: "version", label: "Version" },
  { key: "companyName", label: "Company" },
  { key: "database", label: "Database" },
  { key: "serverTime", label: "Server time" },
  { key: "nodeVersion", label: "Node.js" },
];

const display = (key: keyof TAboutInfo, value: string): string =>
  key === "serverTime" && !Number.isNaN(Date.parse(value)) ? new Date(value).toLocaleString() : value;

/** /app/about: what the portal is and where it runs. */
export function AboutPage() {
  const about = useAboutInfo();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>About</Title>
      <QueryState query={about} what="information">
        {(data) => (
          <Table withTableBorder variant="vertical" layout="fixed">
            <Table.Caption>Portal information</Table.Caption>
            <Table.Tbody>
              {/* The runtime rows come to studio users only; the others see no empty rows. */}
              {ROWS.filter((row) => data[row.key] !== undefined).map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th w={160} scope="row">
                    {row.label}
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
