import type { TMapSite, TMapSitesResponse } from "@fsm/contracts";

export const site = (id: number, overrides: Partial<TMapSite> = {}): TMapSite => ({
  id,
  name: `Site ${String(id).padStart(3, "0")}`,
  city: "Boston",
  country: "US",
  lat: 42.36 + id / 1000,
  lon: -71.06,
  openRequests: id % 3,
  assets: 2,
  assetNames: [`Chiller · SN-${id}-1`, `Pump · SN-${id}-2`],
  ...overrides,
});

export const MAP: TMapSitesResponse = {
  sites: [
    site(1, { name: "Acme Plant", city: "Chicago", openRequests: 4, assets: 12 }),
    site(2, {
      name: "Harbor Depot",
      city: "Montréal",
      country: "CA",
      openRequests: 0,
      assets: 0,
      assetNames: [],
    }),
    site(3, { name: "Unmapped Lab", lat: null, lon: null, openRequests: 1 }),
  ],
  requestList: { screenName: "request", filterItem: "request.site_id" },
  streets: null,
};
