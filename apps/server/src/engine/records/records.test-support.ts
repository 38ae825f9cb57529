import { DataviewPath, SaveUpdatePath, type TGetDataForScreenResponse } from "@fsm/contracts";
import type { TestClient } from "../../../test/support/client.js";
import { formData } from "../../../test/support/fixtures.js";

/** updateentity as the SPA sends it: multipart form-data, each field JSON text. */
export function saveForm(
  client: TestClient,
  fields: Record<string, unknown>,
  options: { xsrf?: boolean } = {},
) {
  const { payload, contentType } = formData(
    Object.entries(fields).map(([name, value]) => ({
      name,
      value: typeof value === "string" ? value : JSON.stringify(value),
    })),
  );
  return client.post(SaveUpdatePath.updateEntity, payload, {
    headers: { "content-type": contentType },
    ...options,
  });
}

export async function loadForm(client: TestClient, screenName: string, id: number | string) {
  const res = await client.post(DataviewPath.getDataForScreen, { screenName, searchValue: id });
  if (res.statusCode !== 200) throw new Error(`getDataForScreen ${res.statusCode} ${res.body}`);
  return res.json<TGetDataForScreenResponse>();
}

export async function firstId(client: TestClient, screenName: string): Promise<number> {
  const res = await client.post(DataviewPath.execSearch, { screenName, pageSize: 1 });
  return Number(res.json<{ rows: { id: number }[] }>().rows[0]!.id);
}
