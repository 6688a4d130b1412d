import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as React from "react";
import { LoopingVideo } from "../looping-video";

const poster: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1920,
  height: 1080,
  images: { fallback: { src: "/poster.jpg", srcSet: "/poster.jpg 1920w", sizes: "100vw" }, sources: [] },
};

function mockMedia({ reducedMotion, saveData = false }: { reducedMotion: boolean; saveData?: boolean }): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes("prefers-reduced-motion") ? reducedMotion : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(navigator, "connection", { value: { saveData }, configurable: true });
}

const loop = { phone: "/video/hero-phone.mp4", desktop: "/video/hero-desktop.mp4" };
const renderVideo = () => render(<LoopingVideo loop={loop} poster={poster} posterAlt="Fjord i morgenlys" />);

const sources = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("video source")).map((s) => s.getAttribute("src"));
// The browser picks the first source whose media matches: the phone's loop on a narrow screen.
const bothLoops = [loop.phone, loop.desktop];

// Under reduced motion, and before the page has loaded, the film is not fetched: tested in the browser (e2e/first-paint.spec.ts).
describe("LoopingVideo", () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the poster and starts the muted loop when motion is welcome", () => {
    mockMedia({ reducedMotion: false });
    const { container } = renderVideo();
    expect(screen.getByAltText("Fjord i morgenlys")).toBeInTheDocument();
    const video = container.querySelector("video");
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute("loop");
    expect(sources(container)).toEqual(bothLoops);
    expect(container.querySelector("video source")).toHaveAttribute("media", "(max-width: 960px)");
    expect(play).toHaveBeenCalled();
  });

  it("downloads nothing when the visitor asks to save data", () => {
    mockMedia({ reducedMotion: false, saveData: true });
    const { container } = renderVideo();
    expect(sources(container)).toEqual([]);
  });
});
