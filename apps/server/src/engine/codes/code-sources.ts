import type { Db } from "../../db/client.js";
import { declareOnce } from "../../lib/declare-once.js";

declare module "../../lib/server-module.js" {
  interface ServerModuleParts {
    /** Code lists the module keeps in its own tables. */
    codeSources?: CodeSource[];
  }
}

export type CodeRow = { code: string; label: string; parentCode: string | null; sort: number };

/**
 * Code lists a business module keeps in its own table (request statuses: is_open, sort) but
 * offers like any code table. Declared by the module (ARCHITECTURE §2 rule 3), read by the engine.
 */
export type CodeSource = { name: string; load: (db: Db) => Promise<CodeRow[]> };

const sources = new Map<string, CodeSource>();

export function declareCodeSources(...declared: CodeSource[]): void {
  for (const source of declared) declareOnce(sources, source.name, source, "code source");
}

export const codeSourceNames = (): string[] => [...sources.keys()];
export const codeSource = (name: string) => sources.get(name)?.load;
