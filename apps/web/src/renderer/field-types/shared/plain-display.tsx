import { Text } from "@mantine/core";

/** How every display shows a missing value, so empty cells look alike across types. */
export const EMPTY_DISPLAY = "—";

export function PlainDisplay({ text }: { text: string }) {
  return <Text span>{text === "" ? EMPTY_DISPLAY : text}</Text>;
}
