/** Real cities with their coordinates; demo sites jitter around them so the map looks plausible. */
export const DEMO_CITIES = [
  { city: "Boston", postalCode: "02110", country: "US", lat: 42.3601, lon: -71.0589 },
  { city: "Chicago", postalCode: "60601", country: "US", lat: 41.8781, lon: -87.6298 },
  { city: "Denver", postalCode: "80202", country: "US", lat: 39.7392, lon: -104.9903 },
  { city: "Austin", postalCode: "78701", country: "US", lat: 30.2672, lon: -97.7431 },
  { city: "Seattle", postalCode: "98101", country: "US", lat: 47.6062, lon: -122.3321 },
  { city: "Atlanta", postalCode: "30303", country: "US", lat: 33.749, lon: -84.388 },
  { city: "Phoenix", postalCode: "85004", country: "US", lat: 33.4484, lon: -112.074 },
  { city: "Toronto", postalCode: "M5H 2N2", country: "CA", lat: 43.6532, lon: -79.3832 },
  { city: "Montreal", postalCode: "H2Y 1C6", country: "CA", lat: 45.5019, lon: -73.5674 },
  { city: "Minneapolis", postalCode: "55401", country: "US", lat: 44.9778, lon: -93.265 },
  { city: "Portland", postalCode: "97204", country: "US", lat: 45.5152, lon: -122.6784 },
  { city: "Nashville", postalCode: "37203", country: "US", lat: 36.1627, lon: -86.7816 },
] as const;

export const DEMO_STREETS = [
  "Main Street",
  "Oak Avenue",
  "Industrial Parkway",
  "Harbor Road",
  "Commerce Drive",
  "Maple Lane",
  "Riverside Boulevard",
  "Technology Way",
  "Lakeview Drive",
  "Mill Street",
] as const;

export const SITE_KINDS = [
  "Plant",
  "Warehouse",
  "Head Office",
  "Distribution Center",
  "Lab",
  "Depot",
] as const;

export const DEMO_PRODUCTS = [
  ["HVAC", "Rooftop Unit RTU-", [20, 40, 60]],
  ["HVAC", "Chiller CH-", [100, 200]],
  ["HVAC", "Air Handler AH-", [10, 30]],
  ["PUMP", "Centrifugal Pump CP-", [50, 75, 90]],
  ["PUMP", "Booster Pump BP-", [12, 24]],
  ["GENERATOR", "Diesel Generator DG-", [150, 300, 500]],
  ["GENERATOR", "Gas Generator GG-", [80, 120]],
  ["CONTROLLER", "Building Controller BC-", [1, 2, 3]],
  ["CONTROLLER", "Pump Controller PC-", [5, 8]],
] as const;
