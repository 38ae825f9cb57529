import type { ComponentType } from "react";
import { buttonItem } from "./items/button";
import { cardItem } from "./items/card";
import { childGridItem } from "./items/childGrid";
import { counterItem } from "./items/counter";
import type { ItemUi, ItemViewProps, TNonFieldItem, TNonFieldKind } from "./items/item-ui";
import { navLinkItem } from "./items/navLink";

/** Every non-field item kind of the metadata, one folder each; a new kind fails this check. */
export const itemKinds = {
  childGrid: childGridItem,
  card: cardItem,
  counter: counterItem,
  button: buttonItem,
  navLink: navLinkItem,
} satisfies { [K in TNonFieldKind]: ItemUi<K> };

/** Renders any non-field item. The cast is safe: the registry above is keyed by the item's kind. */
export function ItemView(props: Omit<ItemViewProps<TNonFieldKind>, "item"> & { item: TNonFieldItem }) {
  const View = itemKinds[props.item.kind].View as ComponentType<ItemViewProps<TNonFieldKind>>;
  return <View {...props} />;
}
