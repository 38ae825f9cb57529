import { Anchor } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { NAV_LINK_PARAM, NAV_LINK_VALUE_PREFIX } from "../../navigation/nav-link-url";
import { cellText } from "../../screens/shared/cell-text";
import type { ItemUi } from "../item-ui";

/**
 * Where a navLink opens: the navLink outlet over the current page, in the router's form
 * `?navLink={screen}&nl.{name}={value}` (the address bar shows the spec form
 * `(navLink:navinsert/{navScreen})`), with the linked values taken from this row. The page's
 * own query (a list's search and page) is kept so closing the panel returns to the same view.
 */
export function navLinkSearch(
  currentSearch: string,
  screen: string,
  params: Record<string, string>,
  row: TRow,
): string {
  const query = new URLSearchParams(currentSearch);
  for (const name of [...query.keys()]) if (name.startsWith(NAV_LINK_VALUE_PREFIX)) query.delete(name);
  query.set(NAV_LINK_PARAM, screen);
  for (const [name, column] of Object.entries(params))
    query.set(NAV_LINK_VALUE_PREFIX + name, cellText(row, column));
  return `?${query.toString()}`;
}

export const navLinkItem: ItemUi<"navLink"> = {
  kind: "navLink",
  View: function NavLinkView({ item, row }) {
    const t = useMessage();
    const location = useLocation();
    const to = {
      pathname: location.pathname,
      search: navLinkSearch(location.search, item.screen, item.params, row),
    };
    return (
      <Anchor component={Link} to={to}>
        {t(item.label)}
      </Anchor>
    );
  },
};
