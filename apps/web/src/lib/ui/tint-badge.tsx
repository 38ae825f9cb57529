import type { ReactNode } from "react";
import { Badge } from "@mantine/core";

/**
 * A light badge in the page's text colour on a tint (readable on every tint, UX "badges"), with an
 * optional icon: its text says what the colour says, never colour alone.
 */
export function TintBadge({ color, icon, children }: { color: string; icon?: ReactNode; children: string }) {
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      styles={{ root: { color: "var(--mantine-color-text)" } }}
      leftSection={icon}
    >
      {children}
    </Badge>
  );
}
