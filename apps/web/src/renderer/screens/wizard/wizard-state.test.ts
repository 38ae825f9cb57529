import { describe, expect, it } from "vitest";
import {
  EMPTY_WIZARD,
  enterWizardRoute,
  parseWizardRoute,
  wizardSearch,
  type WizardState,
} from "./wizard-state";

const route = (breadcrumb: number, steps = 4, screenName = "REQUEST_SITE") => ({
  screenName,
  steps,
  breadcrumb,
});
const actives = (state: WizardState) => state.steps.map((s) => s.active);

describe("wizard route parameters", () => {
  it("are a wizard step only with screenName, steps and breadcrumb", () => {
    expect(parseWizardRoute(new URLSearchParams("screenName=A&steps=3&breadcrumb=2"))).toEqual({
      screenName: "A",
      steps: 3,
      breadcrumb: 2,
    });
    expect(parseWizardRoute(new URLSearchParams("screenName=A&steps=3"))).toBeNull();
    expect(parseWizardRoute(new URLSearchParams("steps=3&breadcrumb=1"))).toBeNull();
    expect(parseWizardRoute(new URLSearchParams("screenName=A&steps=0&breadcrumb=1"))).toBeNull();
    expect(parseWizardRoute(new URLSearchParams("screenName=A&steps=x&breadcrumb=1"))).toBeNull();
    expect(parseWizardRoute(new URLSearchParams("screenName=%20&steps=2&breadcrumb=1"))).toBeNull();
  });

  it("round-trip through wizardSearch, keeping extra parameters", () => {
    const search = wizardSearch(route(2), { workflow: "REQUEST" });
    expect(search).toBe("?workflow=REQUEST&screenName=REQUEST_SITE&steps=4&breadcrumb=2");
    expect(parseWizardRoute(new URLSearchParams(search))).toEqual(route(2));
  });
});

describe("entering a wizard route (spec §4)", () => {
  it("sets the current step from breadcrumb; steps up to it are active, labelled by number", () => {
    const state = enterWizardRoute(EMPTY_WIZARD, route(3), "forward");
    expect(state.current).toBe(3);
    expect(state.steps).toEqual([
      { label: "1", active: true },
      { label: "2", active: true },
      { label: "3", active: true },
      { label: "4", active: false },
    ]);
  });

  it("goes one forward on any navigation that is not a browser back", () => {
    const one = enterWizardRoute(EMPTY_WIZARD, route(1), "forward");
    const two = enterWizardRoute(one, route(2), "forward");
    expect(two.current).toBe(2);
    expect(actives(two)).toEqual([true, true, false, false]);
    // A typed breadcrumb far ahead still moves only one step: steps are never skipped.
    expect(enterWizardRoute(two, route(4), "forward").current).toBe(3);
  });

  it("goes one back after a browser back navigation", () => {
    const three = enterWizardRoute(EMPTY_WIZARD, route(3), "forward");
    const back = enterWizardRoute(three, route(2), "back");
    expect(back.current).toBe(2);
    expect(actives(back)).toEqual([true, true, false, false]);
    expect(enterWizardRoute(three, route(1), "back").current).toBe(2);
  });

  it("stays on its step when the same step's address is entered again", () => {
    const two = enterWizardRoute(EMPTY_WIZARD, route(2), "forward");
    expect(enterWizardRoute(two, route(2), "forward")).toEqual(two);
    expect(enterWizardRoute(two, route(2, 5), "back").steps).toHaveLength(5);
  });

  it("never leaves the range of steps", () => {
    const one = enterWizardRoute(EMPTY_WIZARD, route(1), "forward");
    expect(enterWizardRoute(one, route(3), "back").current).toBe(1);
    const last = enterWizardRoute(EMPTY_WIZARD, route(9), "forward");
    expect(last.current).toBe(4);
    expect(enterWizardRoute(last, route(5), "forward").current).toBe(4);
  });

  it("a different screenName resets the wizard", () => {
    const request = enterWizardRoute(EMPTY_WIZARD, route(3), "forward");
    const survey = enterWizardRoute(request, route(1, 2, "SURVEY_SITE"), "forward");
    expect(survey).toEqual({
      screenName: "SURVEY_SITE",
      current: 1,
      steps: [
        { label: "1", active: true },
        { label: "2", active: false },
      ],
    });
  });

  it("a route without wizard parameters clears the steps", () => {
    const state = enterWizardRoute(EMPTY_WIZARD, route(2), "forward");
    expect(enterWizardRoute(state, null, "forward")).toEqual(EMPTY_WIZARD);
    // …and coming back afterwards starts from the breadcrumb again.
    expect(enterWizardRoute(EMPTY_WIZARD, route(2), "back").current).toBe(2);
  });

  it("caps the step at the furthest one the entered data allows", () => {
    expect(enterWizardRoute(EMPTY_WIZARD, route(4), "forward", 2).current).toBe(2);
    expect(enterWizardRoute(EMPTY_WIZARD, route(4), "forward", 0).current).toBe(1);
    const two = enterWizardRoute(EMPTY_WIZARD, route(2), "forward");
    expect(enterWizardRoute(two, route(3), "forward", 2).current).toBe(2);
  });
});
