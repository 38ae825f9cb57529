// The search calls' paths, apart from their zod schemas (dataview-api.ts): importing a path must
// not load zod classic into the pages that parse with zod/mini (text-field.ts).

/** Paths of the search calls (spec §7 "Data views and search"), matched case-insensitively. */
export const DataviewPath = {
  search: "/api/dataview/search",
  execSearch: "/api/dataview/execsearch",
  getDataForScreen: "/api/dataview/getDataForScreen",
  infoCardData: "/api/dataview/infocarddata",
  refreshCounters: "/api/dataview/refreshcounters",
  serviceRequestStatuses: "/api/dataview/getServiceRequestStatuses",
  execNavigationSearch: "/api/Metadata/execnavigationsearch",
} as const;
