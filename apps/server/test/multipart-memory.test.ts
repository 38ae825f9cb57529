import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { SaveUpdatePath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "./support/client.js";
import { DEMO } from "./support/fixtures.js";
import { startTestApp, type TestApp } from "./support/harness.js";

const MiB = 1024 * 1024;

/**
 * Streams a save of `files` parts of `size` bytes each over real HTTP, writing as the socket drains
 * and stopping once the server has answered, so the sender itself holds one small chunk at a time.
 */
function streamSave(port: number, client: TestClient, files: number, size: number): Promise<number> {
  const boundary = "----memory7MA4YWxkTrZu0gW";
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        port,
        method: "POST",
        path: SaveUpdatePath.updateEntity,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          authorization: client.authHeader!,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          "x-xsrf-token": client.cookies.get("XSRF-TOKEN")!,
        },
      },
      (res) => {
        answered = true;
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", (error) => (answered ? undefined : reject(error)));
    async function write() {
      const send = (data: Buffer | string) =>
        req.write(data) ? Promise.resolve() : new Promise<void>((r) => req.once("drain", () => r()));
      for (let f = 0; f < files && !answered; f++) {
        await send(
          `--${boundary}\r\nContent-Disposition: form-data; name="file${f}"; filename="part${f}.txt"\r\n` +
            "Content-Type: text/plain\r\n\r\n",
        );
        for (let sent = 0; sent < size && !answered; sent += chunk.length) await send(chunk);
        await send("\r\n");
      }
      if (!answered) req.end(`--${boundary}--\r\n`);
      else req.destroy();
    }
    write().catch(() => undefined);
  });
}

describe("multipart uploads are refused while they stream", () => {
  let t: TestApp;
  let port: number;
  let customer: TestClient;

  beforeAll(async () => {
    t = await startTestApp("PGlite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
    customer = await signedIn(t.app, DEMO.customer.email);
  });
  afterAll(async () => {
    // Refused uploads may leave their sockets half-read; they must not hold the shutdown.
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  it("four parallel saves of 20 × 5 MiB parts are refused without the server holding them", async () => {
    global.gc?.();
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 5);
    const statuses = await Promise.all([1, 2, 3, 4].map(() => streamSave(port, customer, 20, 5 * MiB)));
    clearInterval(sampler);
    console.log(`peak growth ${((peak - before) / MiB).toFixed(1)} MiB`);
    expect(statuses).toEqual([413, 413, 413, 413]);
    // Before the streaming reader every part was buffered whole: ~400 MiB here. Now each save holds
    // at most maxRequestLength (5 MiB) before it is refused.
    expect((peak - before) / MiB).toBeLessThan(120);
  }, 120_000);
});
