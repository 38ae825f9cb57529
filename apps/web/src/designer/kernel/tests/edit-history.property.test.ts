import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Patch } from "immer";
import { applyPatch } from "rfc6902";
import {
  requestList,
  siteLookup,
} from "../../../../../../packages/metadata/src/screen/__fixtures__/documents";
import { EditHistory } from "../edit-history";
import { toJsonPatch } from "../json-pointer";

type Doc = Record<string, unknown> & { sections: { id: string; items: Record<string, unknown>[] }[] };

const clone = <T>(value: T): T => structuredClone(value);
const items = (doc: Doc) => doc.sections[0]!.items;
/** A second screen with the same sections, so a whole-document replace keeps items to edit. */
const withSections = { ...clone(siteLookup), sections: clone((requestList as unknown as Doc).sections) };

/** The edits a screen editor makes: rename, toggle, add, remove and move items, whole-document replace. */
const anEdit = fc.oneof(
  fc.record({ type: fc.constant("label" as const), at: fc.nat(), text: fc.string({ maxLength: 8 }) }),
  fc.record({ type: fc.constant("toggle" as const), at: fc.nat() }),
  fc.record({
    type: fc.constant("add" as const),
    at: fc.nat(),
    id: fc.string({ minLength: 1, maxLength: 6 }),
  }),
  fc.record({ type: fc.constant("remove" as const), at: fc.nat() }),
  fc.record({ type: fc.constant("move" as const), from: fc.nat(), to: fc.nat() }),
  fc.record({ type: fc.constant("title" as const), text: fc.string({ maxLength: 8 }) }),
  fc.record({ type: fc.constant("replace" as const), pick: fc.boolean() }),
);
type Edit = typeof anEdit extends fc.Arbitrary<infer E> ? E : never;

function apply(history: EditHistory<Doc>, edit: Edit, mergeKey: string | undefined): Patch[] {
  const opts = { mergeKey };
  const index = (list: unknown[], at: number) => (list.length === 0 ? -1 : at % list.length);
  switch (edit.type) {
    case "label":
      return history.edit((d) => {
        const i = index(items(d as Doc), edit.at);
        if (i >= 0) items(d as Doc)[i]!.label = edit.text;
      }, opts);
    case "toggle":
      return history.edit((d) => {
        const i = index(items(d as Doc), edit.at);
        if (i >= 0) items(d as Doc)[i]!.readOnly = !items(d as Doc)[i]!.readOnly;
      }, opts);
    case "add":
      return history.edit((d) => {
        items(d as Doc).splice(edit.at % (items(d as Doc).length + 1), 0, { kind: "field", id: edit.id });
      }, opts);
    case "remove":
      return history.edit((d) => {
        const i = index(items(d as Doc), edit.at);
        if (i >= 0) items(d as Doc).splice(i, 1);
      }, opts);
    case "move":
      return history.edit((d) => {
        const list = items(d as Doc);
        const i = index(list, edit.from);
        if (i < 0) return;
        const [moved] = list.splice(i, 1);
        list.splice(edit.to % (list.length + 1), 0, moved!);
      }, opts);
    case "title":
      return history.edit((d) => {
        d.title = edit.text;
      }, opts);
    case "replace":
      return history.replace(clone((edit.pick ? requestList : withSections) as unknown as Doc), opts);
  }
}

describe("edit history (property)", () => {
  it("undoes to the original, redoes to the final, and its patches as RFC 6902 give the document", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anEdit, fc.constantFrom(undefined, "a", "b")), { maxLength: 30 }),
        fc.constantFrom(requestList, withSections),
        (edits, fixture) => {
          const original = clone(fixture) as unknown as Doc;
          let clock = 0;
          const history = new EditHistory<Doc>(clone(original), () => (clock += 300));
          const collected: Patch[] = [];
          for (const [edit, key] of edits) collected.push(...apply(history, edit, key));
          const final = history.document;

          const server = clone(original);
          const errors = applyPatch(server, toJsonPatch(collected));
          expect(errors.every((e) => e === null)).toBe(true);
          expect(server).toEqual(final);

          while (history.undo());
          expect(history.document).toEqual(original);
          while (history.redo());
          expect(history.document).toEqual(final);
        },
      ),
      { numRuns: 1000, seed: 27 },
    );
  });
});
