import { useEffect, useRef } from "react";
import { Badge, Button, Group, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import type { TMapSite } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { hasPoint, type MapController } from "../hooks/use-map-controller";
import classes from "./site-list.module.css";

interface SiteListProps {
  controller: MapController;
  /** The app path of a site's requests, or null when the request list has no site filter. */
  requestsPath(site: TMapSite): string | null;
  /** false: no map beside the list (no WebGL, no coordinates), so a site cannot be shown on it. */
  withMap: boolean;
}

/**
 * The same sites as the map, for keyboard and screen-reader users (and everyone on a phone): a
 * search, the sites with their counts, the way to each site's requests. Choosing a site here
 * shows it on the map; choosing one on the map scrolls this list to it.
 */
export function SiteList({ controller: c, requestsPath, withMap }: SiteListProps) {
  const t = useMessage();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!c.selected || c.selectedFrom !== "map" || !scroller.current) return;
    const box = scroller.current;
    const item = box.querySelector<HTMLElement>(`[data-site-id="${c.selected.id}"]`);
    // Scroll the list's own box only: the page (and the map) stay where they are.
    if (item && box.scrollHeight > box.clientHeight)
      box.scrollTop = item.offsetTop - box.offsetTop - box.clientHeight / 3;
  }, [c.selected, c.selectedFrom]);

  return (
    <Stack gap="xs" component="section" aria-labelledby="map-list-heading" className={classes.list}>
      <Title order={2} size="h4" id="map-list-heading">
        {t("map_list_label")}
      </Title>
      <TextInput
        label={t("map_search_label")}
        placeholder={t("map_search_placeholder")}
        value={c.search}
        onChange={(e) => c.setSearch(e.currentTarget.value)}
        type="search"
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {c.matchingCount === 0 && c.search
          ? t("map_no_match", { text: c.search })
          : t("map_summary", { shown: c.shown.length, total: c.matchingCount })}
      </Text>
      <div ref={scroller} className={classes.scroller}>
        <ul className={classes.items}>
          {c.shown.map((site) => {
            const selected = c.selected?.id === site.id;
            const path = requestsPath(site);
            return (
              <li
                key={site.id}
                data-site-id={site.id}
                className={classes.item}
                data-selected={selected || undefined}
              >
                {withMap && hasPoint(site) ? (
                  <UnstyledButton
                    className={classes.name}
                    aria-pressed={selected}
                    aria-label={t("map_show_on_map", { name: site.name })}
                    onClick={() => c.select(site.id, "list")}
                  >
                    {site.name}
                  </UnstyledButton>
                ) : (
                  <Text fw={600} className={classes.name}>
                    {site.name}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {`${site.city}, ${site.country}`}
                </Text>
                <Group gap="xs" mt={4}>
                  <Badge variant="dot" color={site.openRequests > 0 ? "orange" : "gray"} tt="none">
                    {t("map_site_open_requests", { count: site.openRequests })}
                  </Badge>
                  <Badge variant="outline" color="gray.7" tt="none">
                    {t("map_site_assets", { count: site.assets })}
                  </Badge>
                  {hasPoint(site) ? null : (
                    <Text size="xs" c="dimmed">
                      {t("map_site_no_point")}
                    </Text>
                  )}
                </Group>
                {site.assetNames.length ? (
                  <Text size="xs" mt={4} className={classes.assets}>
                    {site.assets > site.assetNames.length
                      ? t("map_site_asset_names_more", {
                          names: site.assetNames.join(", "),
                          more: site.assets - site.assetNames.length,
                        })
                      : t("map_site_asset_names", { names: site.assetNames.join(", ") })}
                  </Text>
                ) : null}
                {path ? (
                  <Link
                    to={path}
                    className={classes.link}
                    aria-label={t("map_site_requests", { name: site.name })}
                  >
                    {t("map_requests")}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
        {c.canShowMore ? (
          <Button variant="default" size="xs" onClick={c.showMore} mt="xs">
            {t("map_show_more")}
          </Button>
        ) : null}
      </div>
    </Stack>
  );
}
