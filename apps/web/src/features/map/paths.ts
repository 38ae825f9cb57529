/** The feature's own addresses (features import no app code). */
export const mapPaths = {
  home: "/app/map",
  newRequest: "/app/service?workflow=REQUEST",
  /**
   * The request list filtered to one site, through the list's own declared filter item (the server
   * names it): `f.<item>=<site id>`, as the list screens read their filters.
   */
  siteRequests(list: { screenName: string; filterItem: string }, siteId: number): string {
    const query = new URLSearchParams({ [`f.${list.filterItem}`]: String(siteId) });
    return `/app/list/${encodeURIComponent(list.screenName)}?${query.toString()}`;
  },
};
