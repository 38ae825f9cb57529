import type { TCodeNode, TCodeValue } from "@fsm/contracts";
import type { CodeRow } from "./codes.repository.js";

export const presentCode = (row: CodeRow): TCodeValue => ({
  code: row.code,
  label: row.label,
  parentCode: row.parentCode,
  sort: row.sort,
});

/**
 * buildHierarchy=true: codes nested under their parent. A code whose parent is missing or
 * inactive becomes a root rather than vanishing.
 */
export function presentCodeTree(rows: CodeRow[]): TCodeNode[] {
  const nodes = new Map(rows.map((r) => [r.code, { ...presentCode(r), children: [] as TCodeNode[] }]));
  const roots: TCodeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCode ? nodes.get(node.parentCode) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** codeName narrows the answer to one code and everything below it. */
export function subtreeOf(rows: CodeRow[], codeName: string): CodeRow[] {
  const keep = new Set([codeName]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (r.parentCode && keep.has(r.parentCode) && !keep.has(r.code)) {
        keep.add(r.code);
        grew = true;
      }
  }
  return rows.filter((r) => keep.has(r.code));
}
