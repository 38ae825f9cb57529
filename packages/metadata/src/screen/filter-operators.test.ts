import { describe, expect, it } from "vitest";
import { FILTER_OPERATORS, fieldTypeDefinitions } from "../field-types/index.js";
import { describeIssue } from "../issues.js";
import { catalog, requestList } from "./__fixtures__/documents.js";
import { FIELD_TYPES, type FieldType } from "./field-types.js";
import { allowsFilterOperator, filterOperatorProblem } from "./filter-operators.js";
import { parseScreenDocument } from "./format.js";
import { checkScreenReferences } from "./references.js";

/** The request list with these filters (over columns and labels the fixture catalog knows). */
const issuesWithFilters = (filters: { type?: FieldType; operator?: string }[]) => {
  const doc = JSON.parse(JSON.stringify(requestList)) as { search: { filters: unknown[] } };
  doc.search.filters = filters.map((f, i) => ({
    item_name: `request.f${i}`,
    column: "status",
    label: "request_status",
    ...f,
  }));
  const parsed = parseScreenDocument(doc);
  if (!parsed.ok) throw new Error(parsed.issues.map(describeIssue).join("\n"));
  return checkScreenReferences(parsed.value, catalog).map(describeIssue);
};

describe("filter operators", () => {
  it("accepts a filter whose operator its type declares, in every operator family", () => {
    expect(
      issuesWithFilters([
        { type: "checkbox", operator: "EQ" },
        { type: "text", operator: "NE" },
        { type: "text", operator: "LIKE" },
        { type: "multilineText", operator: "LIKE" },
        { type: "date", operator: "GE" },
        { type: "dateTime", operator: "LE" },
        { type: "number", operator: "GE" },
        { type: "codeSelect", operator: "IN" },
        { type: "lookup", operator: "IN" },
        { type: "text" }, // the default operator, EQ
        {}, // the default type and operator, text EQ
      ]),
    ).toEqual([]);
  });

  it("refuses a filter whose operator its type does not declare, naming the path and the allowed operators", () => {
    expect(
      issuesWithFilters([
        { type: "multilineText", operator: "EQ" },
        { type: "multilineText", operator: "NE" },
        { type: "number", operator: "LIKE" },
        { type: "text", operator: "GE" },
        { type: "codeSelect", operator: "LE" },
        { type: "date", operator: "IN" },
        { type: "checkbox", operator: "IN" },
        { type: "multilineText" }, // the default operator EQ is not one of multilineText's
      ]),
    ).toEqual([
      'search.filters[0].operator: a filter of type "multilineText" allows only LIKE, not EQ',
      'search.filters[1].operator: a filter of type "multilineText" allows only LIKE, not NE',
      'search.filters[2].operator: a filter of type "number" allows only EQ, NE, GE, LE, IN, not LIKE',
      'search.filters[3].operator: a filter of type "text" allows only EQ, NE, LIKE, IN, not GE',
      'search.filters[4].operator: a filter of type "codeSelect" allows only EQ, NE, IN, not LE',
      'search.filters[5].operator: a filter of type "date" allows only EQ, NE, GE, LE, not IN',
      'search.filters[6].operator: a filter of type "checkbox" allows only EQ, NE, not IN',
      'search.filters[7].operator: a filter of type "multilineText" allows only LIKE, not EQ',
    ]);
  });

  it("refuses any filter on a field type that declares no operator", () => {
    const unfilterable = FIELD_TYPES.filter((type) => !fieldTypeDefinitions[type].operators.length);
    expect(unfilterable.sort()).toEqual(["attachment", "label"]);
    for (const type of unfilterable)
      expect(issuesWithFilters(FILTER_OPERATORS.map((operator) => ({ type, operator })))).toEqual(
        FILTER_OPERATORS.map(
          (_, i) =>
            `search.filters[${i}].operator: a field of type "${type}" cannot be filtered on (its type allows no operator)`,
        ),
      );
  });

  it("allows exactly the operators each field type declares", () => {
    for (const type of FIELD_TYPES)
      for (const operator of FILTER_OPERATORS) {
        const declared = fieldTypeDefinitions[type].operators.includes(operator);
        expect(allowsFilterOperator(type, operator), `${type} ${operator}`).toBe(declared);
        expect(filterOperatorProblem(type, operator) === undefined, `${type} ${operator}`).toBe(declared);
      }
    expect(allowsFilterOperator("text", "BETWEEN")).toBe(false);
  });
});
