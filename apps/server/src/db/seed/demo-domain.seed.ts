import { count, inArray } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  assets,
  persons,
  products,
  requestNotes,
  rmaLines,
  rmas,
  serviceRequests,
  sites,
} from "../schema.js";
import { CODE_TABLES, REQUEST_STATUSES } from "./codes.seed.js";
import { DEMO_CITIES, DEMO_PRODUCTS, DEMO_STREETS, SITE_KINDS } from "./demo-places.js";
import { inChunks, seededRandom, type Random } from "./random.js";

export const DEMO_SIZES = { sitesPerCompany: 18, assets: 120, requests: 600, rmas: 120 } as const;

const DAY = 86_400_000;
/** A fixed "now" keeps every run identical; data spreads over the two years before it. */
const EPOCH = Date.UTC(2026, 10, 1);
const codes = (table: string) => CODE_TABLES[table]!.codes.map((c) => c.code);
const pad = (n: number) => String(n).padStart(6, "0");

function productRows() {
  return DEMO_PRODUCTS.flatMap(([category, name, sizes]) =>
    sizes.map((size) => ({
      code: `${name}${size}`.replace(/[^A-Z0-9-]/gi, "").toUpperCase(),
      name: `${name}${size}`,
      category,
    })),
  );
}

function siteRows(rnd: Random, companyIds: number[]) {
  return companyIds.flatMap((companyId) =>
    Array.from({ length: DEMO_SIZES.sitesPerCompany }, () => {
      const place = rnd.pick(DEMO_CITIES);
      return {
        companyId,
        name: `${place.city} ${rnd.pick(SITE_KINDS)}`,
        address: `${rnd.int(10, 9800)} ${rnd.pick(DEMO_STREETS)}`,
        city: place.city,
        postalCode: place.postalCode,
        country: place.country,
        latitude: Math.round((place.lat + (rnd.next() - 0.5) * 0.2) * 1e6) / 1e6,
        longitude: Math.round((place.lon + (rnd.next() - 0.5) * 0.2) * 1e6) / 1e6,
      };
    }),
  );
}

/**
 * Demo business data for the demo companies: sites, products, installed base, service requests
 * with history, and RMAs with lines. Deterministic (fixed seed) and skipped when already present.
 */
export async function seedDemoDomain(db: Db, companyIds: number[], contactOf: Map<number, number>) {
  const [existing] = await db.select({ n: count() }).from(sites).where(inArray(sites.companyId, companyIds));
  if (existing!.n > 0) return;
  const rnd = seededRandom(20261122);
  await db.insert(products).values(productRows()).onConflictDoNothing();
  const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  const siteList = await db
    .insert(sites)
    .values(siteRows(rnd, companyIds))
    .returning({ id: sites.id, companyId: sites.companyId });

  const assetRows = Array.from({ length: DEMO_SIZES.assets }, (_, i) => {
    const site = rnd.pick(siteList);
    return {
      companyId: site.companyId,
      siteId: site.id,
      productId: rnd.pick(productIds),
      serialNumber: `SN-${String(100000 + i * 37)}`,
      installedOn: new Date(EPOCH - rnd.int(60, 2000) * DAY).toISOString().slice(0, 10),
      status: rnd.next() < 0.9 ? "ACTIVE" : rnd.pick(["INACTIVE", "RETIRED"]),
    };
  });
  const assetList = await db
    .insert(assets)
    .values(assetRows)
    .returning({ id: assets.id, siteId: assets.siteId, companyId: assets.companyId });

  const requestRows = Array.from({ length: DEMO_SIZES.requests }, (_, i) => {
    const asset = rnd.pick(assetList);
    const status = rnd.pick(REQUEST_STATUSES);
    const createdAt = new Date(EPOCH - rnd.int(0, 730 * 24) * 3_600_000);
    const from = new Date(createdAt.getTime() + rnd.int(1, 14) * DAY);
    return {
      requestNumber: `SR-${pad(i + 1)}`,
      companyId: asset.companyId,
      siteId: asset.siteId,
      assetId: asset.id,
      contactPersonId: contactOf.get(asset.companyId) ?? null,
      status: status.code,
      priority: rnd.pick(codes("request_priority")),
      problemCode: rnd.pick(codes("problem_code").filter((c) => c.includes("_"))),
      description: rnd.pick(DESCRIPTIONS),
      preferredFrom: from,
      preferredTo: new Date(from.getTime() + rnd.int(2, 48) * 3_600_000),
      createdAt,
      updatedAt: createdAt,
      closedAt: status.isOpen ? null : new Date(createdAt.getTime() + rnd.int(1, 30) * DAY),
      createdBy: contactOf.get(asset.companyId) ?? null,
    };
  });
  const requestIds: { id: number; createdAt: Date }[] = [];
  await inChunks(requestRows, 200, async (chunk) =>
    requestIds.push(
      ...(await db
        .insert(serviceRequests)
        .values(chunk)
        .returning({ id: serviceRequests.id, createdAt: serviceRequests.createdAt })),
    ),
  );
  const noteRows = requestIds.flatMap((r) =>
    Array.from({ length: rnd.int(1, 3) }, (_, n) => ({
      requestId: r.id,
      kind: n === 0 ? "NOTE" : rnd.pick(codes("note_kind")),
      text: rnd.pick(NOTES),
      createdAt: new Date(r.createdAt.getTime() + (n + 1) * rnd.int(1, 72) * 3_600_000),
    })),
  );
  await inChunks(noteRows, 500, (chunk) => db.insert(requestNotes).values(chunk));

  const rmaRows = Array.from({ length: DEMO_SIZES.rmas }, (_, i) => {
    const site = rnd.pick(siteList);
    const createdAt = new Date(EPOCH - rnd.int(0, 730) * DAY);
    return {
      rmaNumber: `RMA-${pad(i + 1)}`,
      companyId: site.companyId,
      siteId: site.id,
      status: rnd.pick(codes("rma_status")),
      reasonCode: rnd.pick(codes("rma_reason")),
      createdAt,
      updatedAt: createdAt,
      createdBy: contactOf.get(site.companyId) ?? null,
    };
  });
  const rmaIds = await db.insert(rmas).values(rmaRows).returning({ id: rmas.id });
  const lineRows = rmaIds.flatMap((r) =>
    Array.from({ length: rnd.int(1, 3) }, () => ({
      rmaId: r.id,
      productId: rnd.pick(productIds),
      serialNumber: rnd.next() < 0.8 ? `SN-${rnd.int(200000, 999999)}` : null,
      quantity: rnd.int(1, 4),
      reason: rnd.pick(codes("rma_reason")),
    })),
  );
  await inChunks(lineRows, 500, (chunk) => db.insert(rmaLines).values(chunk));
}

/** The first person of each company is its demo contact. */
export async function contactsByCompany(db: Db, companyIds: number[]) {
  const rows = await db
    .select({ id: persons.id, companyId: persons.companyId })
    .from(persons)
    .where(inArray(persons.companyId, companyIds))
    .orderBy(persons.id);
  const map = new Map<number, number>();
  for (const r of rows) if (r.companyId !== null && !map.has(r.companyId)) map.set(r.companyId, r.id);
  return map;
}

const DESCRIPTIONS = [
  "Unit trips its breaker shortly after start-up.",
  "Loud rattling noise from the compressor during the night shift.",
  "Water pooling under the pump housing; seal may be worn.",
  "Controller shows error E42 after the last firmware update.",
  "Generator fails its weekly load test.",
  "Temperature drifts 4 degrees above set point in the afternoon.",
  "Conveyor jams at the second transfer point.",
  "Annual preventive maintenance visit requested.",
  "Display is blank although the unit is powered.",
  "Intermittent loss of pressure in the secondary loop.",
] as const;

const NOTES = [
  "Customer confirmed access to the site between 8 and 12.",
  "Technician assigned; parts ordered.",
  "Replaced the worn gasket and tested for two hours.",
  "Waiting for the customer to approve the quote.",
  "Remote diagnostics show a failing sensor.",
  "Visit rescheduled at the customer's request.",
] as const;
