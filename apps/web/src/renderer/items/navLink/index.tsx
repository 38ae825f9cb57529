import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { cellText } from "../../screens/shared/cell-text";
import type { ItemUi } from "../item-ui";

/**
 * Where a navLink opens: the navLink outlet's `navinsert/{screen}` route (spec form
 * `(navLink:navinsert/{navScreen})`), with the linked values taken from this row.
 */
export function navLinkHref(screen: string, params: Record<string, string>, row: TRow): string {
  const query = new URLSearchParams();
  for (const [name, column] of Object.entries(params)) query.set(name, cellText(row, column));
  const search = query.toString();
  return `navinsert/${encodeURIComponent(screen)}${search ? `?${search}` : ""}`;
}

export const navLinkItem: ItemUi<"navLink"> = {
  kind: "navLink",
  View: function NavLinkView({ item, row }) {
    const t = useMessage();
    return (
      <Anchor component={Link} to={navLinkHref(item.screen, item.params, row)}>
        {t(item.label)}
      </Anchor>
    );
  },
};
