import { useEffect, useRef } from "react";
import type { FeatureCollection, Point } from "geojson";
import type { GeoJSONSource } from "maplibre-gl";
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  addProtocol,
  setWorkerUrl,
  type MapGeoJSONFeature,
} from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// MapLibre's worker, as its own file from the portal (worker-src 'self'): no blob: worker, no CDN.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { Protocol } from "pmtiles";
import type { TMapSite } from "@fsm/contracts";
import type { SelectionSource } from "../hooks/use-map-controller";
import { mapStyle } from "../lib/basemap-style";
import { loadCountries } from "../lib/countries";
import classes from "./site-map.module.css";

setWorkerUrl(workerUrl);
addProtocol("pmtiles", new Protocol().tile);

type MappedSite = TMapSite & { lat: number; lon: number };

export interface SiteMapTexts {
  /** MapLibre's own control labels, in the portal's messages. */
  locale: Record<string, string>;
  openRequests(site: TMapSite): string;
  assets(site: TMapSite): string;
  requestsLink(site: TMapSite): string;
}

export interface SiteMapProps {
  sites: MappedSite[];
  selected: TMapSite | null;
  selectedFrom: SelectionSource | null;
  onSelect(id: number): void;
  /** The user closed the selected site's popup. */
  onClearSelection(): void;
  /** Street detail: the PMTiles file's absolute URL on the portal's origin. */
  streets: { url: string; attribution: string } | null;
  texts: SiteMapTexts;
  /** The app path of a site's requests, or null when the request list has no site filter. */
  requestsPath(site: TMapSite): string | null;
  /** A path as a link's href (the portal may run under a base path). */
  hrefOf(path: string): string;
  onOpenRequests(path: string): void;
  /** The browser could not start WebGL after all: the page shows the list alone. */
  onUnavailable(): void;
}

const collection = (sites: MappedSite[]): FeatureCollection<Point> => ({
  type: "FeatureCollection",
  features: sites.map((s) => ({
    type: "Feature",
    id: s.id,
    geometry: { type: "Point", coordinates: [s.lon, s.lat] },
    properties: { id: s.id, open: s.openRequests },
  })),
});

function boundsOf(sites: MappedSite[]): LngLatBounds | undefined {
  if (!sites.length) return undefined;
  const b = new LngLatBounds();
  for (const s of sites) b.extend([s.lon, s.lat]);
  return b;
}

/** The DOM of a site's popup: name, counts and the way to its requests. */
function popupContent(site: TMapSite, props: SiteMapProps): HTMLElement {
  const root = document.createElement("div");
  root.className = classes.popup!;
  const name = document.createElement("strong");
  name.textContent = site.name;
  const place = document.createElement("div");
  place.textContent = `${site.city}, ${site.country}`;
  const counts = document.createElement("div");
  counts.textContent = `${props.texts.openRequests(site)} · ${props.texts.assets(site)}`;
  root.append(name, place, counts);
  const path = props.requestsPath(site);
  if (path) {
    const link = document.createElement("a");
    link.href = props.hrefOf(path);
    link.textContent = props.texts.requestsLink(site);
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      props.onOpenRequests(path);
    });
    root.append(link);
  }
  return root;
}

/**
 * The sites on an offline MapLibre map: clustered circles (a cluster's count as an HTML label,
 * since a symbol layer would need glyphs from a font server), a ring on the selected site, its
 * popup, and street detail when configured. Loaded as its own chunk by the map page.
 */
export function SiteMap(props: SiteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const loaded = useRef(false);
  const popupRef = useRef<Popup | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: mapStyle(latest.current.streets),
        bounds: boundsOf(latest.current.sites),
        fitBoundsOptions: { padding: 48, maxZoom: 11 },
        maxZoom: 18,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: { compact: true },
        locale: latest.current.texts.locale,
      });
    } catch {
      latest.current.onUnavailable();
      return;
    }
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    const labels = new Map<number, Marker>();
    const abort = new AbortController();

    const updateClusterLabels = () => {
      const seen = new Set<number>();
      for (const f of map.querySourceFeatures("sites", { filter: ["has", "point_count"] })) {
        const id = Number(f.properties.cluster_id);
        if (seen.has(id)) continue;
        seen.add(id);
        if (labels.has(id)) continue;
        const el = document.createElement("div");
        el.className = classes.clusterLabel!;
        el.setAttribute("aria-hidden", "true");
        el.textContent = String(f.properties.point_count_abbreviated ?? f.properties.point_count);
        const [lon, lat] = (f.geometry as Point).coordinates as [number, number];
        labels.set(id, new Marker({ element: el }).setLngLat([lon, lat]).addTo(map));
      }
      for (const [id, marker] of labels)
        if (!seen.has(id)) {
          marker.remove();
          labels.delete(id);
        }
    };

    map.on("load", () => {
      loaded.current = true;
      (map.getSource("sites") as GeoJSONSource).setData(collection(latest.current.sites));
      void loadCountries(abort.signal)
        .then((countries) => (map.getSource("countries") as GeoJSONSource | undefined)?.setData(countries))
        .catch(() => undefined);
      showSelection(false);
    });
    map.on("moveend", updateClusterLabels);
    map.on("sourcedata", (e) => {
      if (e.sourceId === "sites" && e.isSourceLoaded) updateClusterLabels();
    });
    map.on("click", "clusters", (e) => {
      const feature = e.features?.[0] as MapGeoJSONFeature | undefined;
      if (!feature) return;
      const center = (feature.geometry as Point).coordinates as [number, number];
      void (map.getSource("sites") as GeoJSONSource)
        .getClusterExpansionZoom(Number(feature.properties.cluster_id))
        .then((zoom) => map.easeTo({ center, zoom }));
    });
    map.on("click", "points", (e) => {
      const id = Number(e.features?.[0]?.properties.id);
      if (Number.isFinite(id)) latest.current.onSelect(id);
    });
    for (const layer of ["clusters", "points"]) {
      map.on("mouseenter", layer, () => (map.getCanvas().style.cursor = "pointer"));
      map.on("mouseleave", layer, () => (map.getCanvas().style.cursor = ""));
    }
    return () => {
      abort.abort();
      loaded.current = false;
      mapRef.current = null;
      map.remove();
    };
  }, []);

  /** The ring and popup of the selected site; from the list, the map also flies to it. */
  const showSelection = (fly: boolean) => {
    const map = mapRef.current;
    if (!map || !loaded.current) return;
    const { selected } = latest.current;
    const site = selected && latest.current.sites.find((s) => s.id === selected.id);
    (map.getSource("selected") as GeoJSONSource).setData(collection(site ? [site] : []));
    const previous = popupRef.current;
    popupRef.current = null;
    previous?.remove();
    if (!site) return;
    // From zoom 13, sites more than about half a kilometre apart no longer share a cluster.
    if (fly) map.flyTo({ center: [site.lon, site.lat], zoom: Math.max(map.getZoom(), 13), essential: true });
    const popup = new Popup({ offset: 14, focusAfterOpen: false, closeOnClick: false, maxWidth: "260px" })
      .setLngLat([site.lon, site.lat])
      .setDOMContent(popupContent(site, latest.current));
    // Closed by the user (not replaced by another selection): nothing is selected any more.
    popup.on("close", () => {
      if (popupRef.current === popup) latest.current.onClearSelection();
    });
    popupRef.current = popup;
    popup.addTo(map);
  };

  useEffect(() => {
    const map = mapRef.current;
    if (map && loaded.current) (map.getSource("sites") as GeoJSONSource).setData(collection(props.sites));
  }, [props.sites]);

  useEffect(() => {
    showSelection(props.selectedFrom === "list");
  }, [props.selected, props.selectedFrom]);

  return <div ref={container} className={classes.map} data-testid="site-map" />;
}
