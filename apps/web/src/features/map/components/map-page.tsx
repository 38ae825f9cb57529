import "../map-messages";
import { lazy, Suspense, useState } from "react";
import { Alert, Button, Skeleton, Stack, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import type { TMapSite, TMapSitesResponse } from "@fsm/contracts";
import { apiUrl } from "../../../lib/api-client";
import { useMessage } from "../../../lib/messages/use-message";
import { EmptyState, ErrorState, ListSkeleton } from "../../../lib/ui/states";
import { usePageTitle } from "../../../lib/use-page-title";
import { useMapSites } from "../api/get-map-sites";
import { useMapController } from "../hooks/use-map-controller";
import { hasWebGL } from "../lib/webgl";
import { mapPaths } from "../paths";
import classes from "./map-page.module.css";
import { SiteList } from "./site-list";

// MapLibre and the basemap are their own chunk: the page, its list and its states come first.
const SiteMap = lazy(() => import("./site-map").then((m) => ({ default: m.SiteMap })));

/** /app/map: the caller's sites on an offline map, and the same sites listed beside it. */
export function MapPage() {
  const t = useMessage();
  usePageTitle(t("area_map"));
  const query = useMapSites();
  return (
    <Stack gap="md">
      <Title order={1}>{t("area_map")}</Title>
      {query.isPending ? (
        <ListSkeleton label={t("map_loading")} cards rows={4} />
      ) : query.isError ? (
        <ErrorState
          title={t("map_load_failed")}
          error={query.error}
          next={t("map_load_next")}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <MapContent data={query.data} />
      )}
    </Stack>
  );
}

function MapContent({ data }: { data: TMapSitesResponse }) {
  const t = useMessage();
  const navigate = useNavigate();
  const c = useMapController(data.sites);
  const [webgl, setWebgl] = useState(hasWebGL);
  const { requestList } = data;
  const requestsPath = (site: TMapSite) => (requestList ? mapPaths.siteRequests(requestList, site.id) : null);

  if (c.state === "no-sites")
    return (
      <EmptyState
        title={t("map_no_sites_title")}
        body={t("map_no_sites_body")}
        action={
          <Button component={Link} to={mapPaths.newRequest}>
            {t("dashboard_raise_first")}
          </Button>
        }
      />
    );

  const withMap = webgl && c.state === "ready";
  return (
    <Stack gap="md">
      {!webgl ? (
        <Alert color="yellow" variant="light" title={t("map_no_webgl_title")} role="status">
          {t("map_no_webgl_body")}
        </Alert>
      ) : c.state === "no-points" ? (
        <EmptyState title={t("map_empty_title")} body={t("map_empty_body")} />
      ) : null}
      <div className={withMap ? classes.layout : undefined}>
        {withMap ? (
          // MapLibre's canvas is the region, labelled by "Map.Title" below.
          <div className={classes.map}>
            <Suspense fallback={<Skeleton h="100%" mih={320} radius="md" />}>
              <SiteMap
                sites={c.mapped}
                selected={c.selected}
                selectedFrom={c.selectedFrom}
                onSelect={(id) => c.select(id, "map")}
                onClearSelection={c.clearSelection}
                streets={
                  data.streets
                    ? { ...data.streets, url: new URL(apiUrl(data.streets.url), window.location.href).href }
                    : null
                }
                texts={{
                  locale: {
                    "NavigationControl.ZoomIn": t("map_zoom_in"),
                    "NavigationControl.ZoomOut": t("map_zoom_out"),
                    "Popup.Close": t("map_close_popup"),
                    "AttributionControl.ToggleAttribution": t("map_toggle_attribution"),
                    "Map.Title": t("map_canvas_label"),
                  },
                  openRequests: (s) => t("map_site_open_requests", { count: s.openRequests }),
                  assets: (s) => t("map_site_assets", { count: s.assets }),
                  requestsLink: (s) => t("map_site_requests", { name: s.name }),
                }}
                requestsPath={requestsPath}
                hrefOf={apiUrl}
                onOpenRequests={(path) => void navigate(path)}
                onUnavailable={() => setWebgl(false)}
              />
            </Suspense>
          </div>
        ) : null}
        <SiteList controller={c} requestsPath={requestsPath} withMap={withMap} />
      </div>
    </Stack>
  );
}
