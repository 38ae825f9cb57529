import { Badge } from "@mantine/core";
import { TONE_COLOR, toneOf } from "./badge-tones";

/**
 * A status or priority: a tinted badge with a dot in the meaning's colour and the description in
 * the page's text colour (readable on every tint), never colour alone. Never wraps.
 */
export function CodeBadge({ code, label }: { code: string; label: string }) {
  const tone = toneOf(code);
  const color = TONE_COLOR[tone];
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      fw={600}
      data-tone={tone}
      // Never cut to "On H…": a badge keeps its whole text, in a table cell too.
      styles={{
        root: { color: "var(--mantine-color-text)", flexShrink: 0, minWidth: "max-content" },
        label: { overflow: "visible" },
      }}
      leftSection={
        <span
          aria-hidden="true"
          style={{
            display: "inline-block",
            width: 8,
            height: 8,
            borderRadius: "50%",
            background: `var(--mantine-color-${color}-filled)`,
          }}
        />
      }
    >
      {label}
    </Badge>
  );
}
