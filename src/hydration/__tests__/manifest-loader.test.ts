import { MANIFEST_LOADER } from "../manifest-after-paint";

describe("the manifest loader in a browser", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
    document.head.innerHTML = '<script data-href="/manifest.webmanifest" data-crossorigin="use-credentials"></script>';
    const loader = document.head.querySelector("script");
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => loader });
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, "currentScript");
    Reflect.deleteProperty(document, "readyState");
  });

  test("adds the link once the page has loaded and the next frame has come", () => {
    new Function(MANIFEST_LOADER)();
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(20);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("/manifest.webmanifest");
    expect(links[0]?.getAttribute("crossorigin")).toBe("use-credentials");
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(3000);
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
