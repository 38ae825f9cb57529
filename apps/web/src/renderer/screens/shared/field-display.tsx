import { Text } from "@mantine/core";
import type { TFieldItem } from "@fsm/metadata";
import { fieldTypeUi } from "../../registry";
import type { ReadOnlyScreenController } from "./use-read-only-screen";

/** A label/value pair as a description list, so the pairing is announced, not just laid out. */
export function FieldDisplay({ item, screen }: { item: TFieldItem; screen: ReadOnlyScreenController }) {
  const { Display } = fieldTypeUi(item.type);
  return (
    <dl style={{ margin: 0 }}>
      <Text component="dt" size="sm" fw={600}>
        {screen.label(item)}
      </Text>
      <dd style={{ margin: 0 }}>
        <Display item={item} value={screen.values[item.id]} />
      </dd>
    </dl>
  );
}
