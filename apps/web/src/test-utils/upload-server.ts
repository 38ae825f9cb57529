import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedUpload {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The multipart body as text (file bytes included). */
  body: string;
  /** Sends the answer; until then the upload stays in flight (so its progress bar can be seen). */
  answer(status: number, json: unknown): void;
}

declare global {
  // vitest's jsdom environment exposes its JSDOM instance.
  var jsdom: { reconfigure(settings: { url: string }): void };
}

/**
 * A real HTTP endpoint for browser unit tests of XMLHttpRequest uploads (the shared fetch stub
 * cannot see XHR). jsdom's page address is moved to this server, so the app's relative /api/…
 * URLs reach it. Each request waits for the test to answer it.
 */
export async function startUploadServer() {
  const received: ReceivedUpload[] = [];
  const waiting: ((upload: ReceivedUpload) => void)[] = [];
  const server = createServer((request, response: ServerResponse) => {
    // jsdom keeps the origin it started with, so the upload is cross-origin: allow it.
    const cors = {
      "Access-Control-Allow-Origin": request.headers.origin ?? "*",
      "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "*",
      "Access-Control-Allow-Methods": "POST",
    };
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const upload: ReceivedUpload = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("latin1"),
        answer: (status, json) => {
          response.writeHead(status, { ...cors, "Content-Type": "application/json" });
          response.end(JSON.stringify(json));
        },
      };
      received.push(upload);
      waiting.shift()?.(upload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const previousUrl = window.location.href;
  globalThis.jsdom.reconfigure({ url: `http://127.0.0.1:${port}/` });
  return {
    received,
    /** The next request the server receives (or the oldest not yet taken). */
    nextUpload: (): Promise<ReceivedUpload> => {
      const index = received.findIndex((r) => !taken.has(r));
      if (index >= 0) {
        taken.add(received[index]!);
        return Promise.resolve(received[index]!);
      }
      return new Promise((resolve) =>
        waiting.push((upload) => {
          taken.add(upload);
          resolve(upload);
        }),
      );
    },
    close: async () => {
      globalThis.jsdom.reconfigure({ url: previousUrl });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
const taken = new WeakSet<ReceivedUpload>();
