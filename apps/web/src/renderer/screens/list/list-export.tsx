import "./list-messages";
import { useId } from "react";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useListExport } from "./use-list-export";
import type { ListScreenController } from "./use-list-screen";

/**
 * "Export CSV" of a list: says how many rows the file will hold (the list's total, "about" when
 * the total is an estimate) and, while the file streams in, how many have arrived.
 */
export function ListExport({ list, name }: { list: ListScreenController; name: string }) {
  const t = useMessage();
  const exporter = useListExport(list, name);
  const countId = useId();
  if (!exporter.available || list.total === 0) return null;
  const total = list.total.toLocaleString();
  const done = exporter.received.toLocaleString();
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        <Text id={countId} size="sm" c="dimmed">
          {t(list.totalIsEstimate ? "list_export_count_about" : "list_export_count", { count: total })}
        </Text>
        <ProgressButton
          variant="default"
          busy={exporter.busy}
          onClick={() => void exporter.start()}
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-describedby={countId}
        >
          {t("list_export_csv")}
        </ProgressButton>
      </Group>
      {exporter.busy ? (
        <Stack gap={2} w={220}>
          <Progress
            size="sm"
            value={Math.min(100, (exporter.received / Math.max(1, list.total)) * 100)}
            aria-label={t("list_export_progress_label")}
          />
          <Text size="xs" role="status">
            {t("list_export_progress", { done, total })}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
