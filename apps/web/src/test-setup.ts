import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { removeAuthHeader } from "./lib/auth-storage";
import { provideFullCatalogue } from "./lib/messages/full-catalogue";
import { preloadLazyInputs } from "./renderer/field-types/shared/lazy-input";

// The shell provides the whole catalogue in the app; a unit test renders its component alone.
provideFullCatalogue();

// Lazy route chunks are compiled on first import; on a loaded 2-core CI machine that can take
// longer than Testing Library's 1 s default, which made routed-page tests fail by timing alone.
configure({ asyncUtilTimeout: 5000 });

// Field types' controls load on demand (lazyInput); the routes that draw forms fetch them beside
// their page, so a form never waits for them. Tests draw forms and filters directly: the controls
// the test file's imports declared are loaded before its first test (a test of the loading itself
// makes its own lazyInput).
beforeAll(() => preloadLazyInputs());

// Mantine reads media queries and observes element sizes; jsdom implements neither.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  removeAuthHeader(); // the header every tab shares is a cookie
});
