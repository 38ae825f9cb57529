import { useId, type ReactNode } from "react";
import { Paper, Stack, Text, Title } from "@mantine/core";

/** One part of the page (export, import): a framed region named by its heading, with its intro. */
export function PagePart({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Text>{intro}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
