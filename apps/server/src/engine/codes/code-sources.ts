import type { Db } from "../../db/client.js";

export type CodeRow = { code: string; label: string; parentCode: string | null; sort: number };

/**
 * Code lists a business module keeps in its own table (request statuses: is_open, sort) but
 * offers like any code table. Declared by the module (ARCHITECTURE §2 rule 3), read by the engine.
 */
export type CodeSource = { name: string; load: (db: Db) => Promise<CodeRow[]> };

const sources = new Map<string, CodeSource["load"]>();

export function declareCodeSources(...declared: CodeSource[]): void {
  for (const { name, load } of declared) {
    if (sources.has(name)) throw new Error(`code source ${name} is declared twice`);
    sources.set(name, load);
  }
}

export const codeSourceNames = (): string[] => [...sources.keys()];
export const codeSource = (name: string) => sources.get(name);
