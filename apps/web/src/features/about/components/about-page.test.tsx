import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { ApiPath, type TAboutInfo } from "@fsm/contracts";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { AboutPage } from "./about-page";

const base: TAboutInfo = {
  productName: "fsm-portal",
  version: "1.2.3",
  companyName: "Northwind",
  serverTime: "2026-11-22T08:00:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

function renderAbout(info: TAboutInfo) {
  stubApi({ [`GET ${ApiPath.getAboutInfo}`]: () => json(info) });
  renderRoutes([{ path: "/", element: <AboutPage /> }]);
}

describe("about page", () => {
  it("shows the runtime rows when the server answers them (studio users)", async () => {
    renderAbout({ ...base, database: "PostgreSQL", nodeVersion: "v22.1.0" });
    expect(await screen.findByRole("rowheader", { name: "Database" })).toBeInTheDocument();
    expect(screen.getByText("PostgreSQL")).toBeInTheDocument();
    expect(screen.getByText("v22.1.0")).toBeInTheDocument();
  });

  it("leaves out the rows the server does not answer, without empty cells", async () => {
    renderAbout(base);
    expect(await screen.findByText("1.2.3")).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Company" })).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "Database" })).toBeNull();
    expect(screen.queryByRole("rowheader", { name: "Node.js" })).toBeNull();
  });
});
