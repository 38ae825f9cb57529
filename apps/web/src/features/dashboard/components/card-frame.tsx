import type { ReactNode } from "react";
import { Group, Paper, Stack, Title } from "@mantine/core";

/** One dashboard card: a titled region (its h2 names it for screen readers), with an optional tool beside the title. */
export function CardFrame(props: { id: string; title: ReactNode; tool?: ReactNode; children: ReactNode }) {
  const headingId = `dashboard-card-${props.id}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {props.title}
          </Title>
          {props.tool}
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}
