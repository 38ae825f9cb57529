// The app under test in its own process (bench/search/server-process.ts), as production runs
// `node dist/main.js`: forked with tsx, it opens the bench database itself and listens on
// 127.0.0.1; the bench talks to it over HTTP, and over IPC for the rest (SQL capture, CPU time,
// queries inside the server process for PGlite). Shared by bench/search and bench/dashboard.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { EngineName } from "../../apps/server/src/db/client.js";
import type { Answer, Command } from "../search/server-process.js";

export type ServerAsk = Command extends infer C ? (C extends Command ? Omit<C, "id"> : never) : never;

export interface BenchServer {
  port: number;
  ask<T>(command: ServerAsk): Promise<T>;
  stop(): Promise<void>;
}

/** BENCH_SERVER_PROF=DIR: the server process writes a V8 .cpuprofile into DIR. */
export async function startServer(engine: EngineName, target: string): Promise<BenchServer> {
  const prof = process.env.BENCH_SERVER_PROF;
  const child = fork(fileURLToPath(new URL("../search/server-process.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx", ...(prof ? ["--cpu-prof", `--cpu-prof-dir=${prof}`] : [])],
    env: { ...process.env, BENCH_SERVER_ENGINE: engine, BENCH_SERVER_DB: target },
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let ids = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server process exited (${code})`)));
    child.on("message", (a: Answer) => {
      if ("port" in a) return resolve(a.port);
      const p = pending.get(a.id)!;
      pending.delete(a.id);
      if (a.ok) p.resolve(a.value);
      else p.reject(new Error(a.error));
    });
  });
  const ask = <T>(command: ServerAsk) =>
    new Promise<T>((resolve, reject) => {
      ids += 1;
      pending.set(ids, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...command, id: ids });
    });
  const stop = async () => {
    child.removeAllListeners("exit");
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.disconnect();
    await exited;
  };
  return { port, ask, stop };
}
