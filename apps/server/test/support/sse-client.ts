import { request } from "node:http";

export type SseEvent = { id: string | undefined; event: string; data: string };

/**
 * A bare Server-Sent Events reader over real HTTP (app.inject waits for the end of an answer,
 * which a stream never reaches): it keeps the events and comment lines as they arrive.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  headers: Record<string, string | string[] | undefined> = {};
  body = "";
  /** Settles when the server ends the stream (or the connection fails). */
  readonly ended: Promise<void>;
  private abort = () => undefined as void;
  private readonly waiters = new Set<() => void>();

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ended = new Promise((resolve) => {
      const req = request(url, { headers: { accept: "text/event-stream", ...headers } }, (res) => {
        this.status = res.statusCode ?? 0;
        this.headers = res.headers;
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk: string) => {
          this.body += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            this.parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
          this.waiters.forEach((w) => w());
        });
        res.on("close", () => resolve());
      });
      req.on("error", () => resolve());
      this.abort = () => void req.destroy();
      req.end();
    });
    void this.ended.then(() => this.waiters.forEach((w) => w()));
  }

  private parse(block: string) {
    const lines = block.split("\n");
    const comment = lines.filter((l) => l.startsWith(":"));
    if (comment.length) this.comments.push(...comment);
    const field = (name: string) =>
      lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 1).replace(/^ /, ""));
    const data = field("data");
    if (data.length)
      this.events.push({ id: field("id")[0], event: field("event")[0] ?? "message", data: data.join("\n") });
  }

  /** Resolves once `check` holds (re-tried on every chunk); rejects after `ms` or at the stream's end. */
  until(check: () => boolean, ms = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      let finished = false;
      const timer = setTimeout(() => done(new Error("stream: condition not met in time")), ms);
      const done = (err?: Error) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        this.waiters.delete(test);
        if (err) reject(err);
        else resolve();
      };
      const test = () => (check() ? done() : undefined);
      this.waiters.add(test);
      void this.ended.then(() => setImmediate(() => (check() ? done() : done(new Error("stream ended")))));
      test();
    });
  }

  close(): void {
    this.abort();
  }
}
