import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { DEFAULT_PAGE_TITLE } from "@fsm/contracts";
import { Wrapper } from "../test-utils/render-app";
import { composePageTitle, usePageTitle, type TTitlePart } from "./use-page-title";

const join = (key: string, values?: Record<string, string | number>) =>
  key === "page_title_join" ? `${values?.part} · ${values?.rest}` : `*${key}*`;

function Page({ parts }: { parts: TTitlePart[] }) {
  usePageTitle(...parts);
  return null;
}

describe("composePageTitle", () => {
  it("reads what the page shows · area · company", () => {
    expect(composePageTitle(["SR-000577", "Service Requests"], "Northwind", join)).toBe(
      "SR-000577 · Service Requests · Northwind",
    );
  });

  it("leaves out parts not there yet and says a repeated part once", () => {
    expect(composePageTitle([null, "Service Requests"], "Northwind", join)).toBe(
      "Service Requests · Northwind",
    );
    expect(composePageTitle(["Service Requests", "service requests", " "], "Northwind", join)).toBe(
      "service requests · Northwind",
    );
    expect(composePageTitle([], "Northwind", join)).toBe("Northwind");
  });
});

describe("usePageTitle", () => {
  it("sets the title from portal messages and the configured company, and puts the company back on leaving", () => {
    const view = render(
      <Wrapper config={{ companyName: "Northwind" }}>
        <Page parts={["SR-000577", "Service Requests"]} />
      </Wrapper>,
    );
    expect(document.title).toBe("SR-000577 · Service Requests · Northwind");

    view.rerender(
      <Wrapper config={{ companyName: "Northwind" }}>
        <Page parts={[null, "Service Requests"]} />
      </Wrapper>,
    );
    expect(document.title).toBe("Service Requests · Northwind");

    view.unmount();
    expect(document.title).toBe("Northwind");
  });

  it("names the portal by its default title when no company is configured (spec §1)", () => {
    render(
      <Wrapper config={{ companyName: "  " }}>
        <Page parts={["Profile"]} />
      </Wrapper>,
    );
    expect(document.title).toBe(`Profile · ${DEFAULT_PAGE_TITLE}`);
  });
});
