/**
 * English defaults of the map's texts (issue 12): sites with their open requests, the list beside
 * the map, its states. Not part of WEB_MESSAGES: they come with the map's page, not with the
 * signed-in shell (bench/budgets.json). The server seeds them with the rest of MESSAGE_CATALOGUE.
 */
export const MAP_MESSAGES = {
  map_heading: "Sites",
  map_loading: "Loading the map",
  map_load_failed: "The sites could not be loaded",
  map_load_next: "Check your connection, then try again.",
  map_canvas_label: "Map of the sites; the list of sites beside it has the same sites",
  map_list_label: "Sites",
  map_search_label: "Find a site",
  map_search_placeholder: "Name, city or country",
  map_summary: "{shown} of {total} sites",
  map_show_more: "Show more sites",
  map_no_match: "No site matches \u201c{text}\u201d.",
  map_site_open_requests: "Open requests: {count}",
  map_site_assets: "Assets: {count}",
  map_site_asset_names: "Assets here: {names}",
  map_site_asset_names_more: "Assets here: {names} and {more} more",
  map_site_no_point: "No coordinates, not on the map",
  map_site_requests: "Requests of {name}",
  map_show_on_map: "Show {name} on the map",
  map_requests: "Requests",
  map_zoom_in: "Zoom in",
  map_zoom_out: "Zoom out",
  map_close_popup: "Close",
  map_toggle_attribution: "Show the map's data credits",
  map_no_webgl_title: "The map cannot be drawn in this browser",
  map_no_webgl_body:
    "This browser does not offer WebGL, which the map needs. The list shows every site; choose one to see its requests.",
  map_empty_title: "No site has coordinates yet",
  map_empty_body:
    "Sites appear on the map once they have a latitude and longitude. Ask your service contact to add them; the list shows every site meanwhile.",
  map_no_sites_title: "No sites yet",
  map_no_sites_body:
    "Your sites appear here once your service provider registers them. Raise a service request to get started.",
  map_range_not_satisfiable: "The requested part is outside the map file.",
} as const;
