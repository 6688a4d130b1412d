// A muted, looping decorative video over its poster, which stays the page's largest paint: the film is
// fetched once the page has loaded (never under reduced motion or Save-Data) and fades in no larger.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "./content-image";
import { Pause, Play } from "lucide-react";
import * as React from "react";
import styled, { css } from "styled-components";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { iconTarget } from "./icon-target";
import { VisuallyHidden } from "./visually-hidden";
import { colors, durations, mediaQueries, space } from "../../theme/tokens";

const Poster = styled(ContentImage)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  transition: opacity ${durations.slow};

  &[data-ready="true"] {
    opacity: 1;
  }
`;

const Frame = styled.div<{ $boxed: boolean }>`
  position: relative;
  overflow: hidden;

  /* In a boxed frame the video sits one pixel inside its poster: painted any larger, it would be a
     new largest-contentful-paint candidate and the page's LCP would wait for its download. */
  ${({ $boxed }) =>
    $boxed &&
    css`
      ${Video} {
        inset: 1px;
        width: calc(100% - 2px);
        height: calc(100% - 2px);
      }
    `}
`;

const Toggle = styled.button`
  ${iconTarget}
  position: absolute;
  right: ${space.md};
  bottom: ${space.md};
  /* Above any scrim or text the page layers over the video. */
  z-index: 3;
  border: 1px solid ${colors.onMediaLine};
  border-radius: 50%;
  background: ${colors.scrim};
  color: ${colors.white};
  cursor: pointer;

  &:hover {
    background: ${colors.fjordDeep};
  }
`;

export interface LoopingVideoProps {
  /** The film's web loops: one sized for phones, one for larger screens (src/films/web-loop.ts). */
  loop: { phone: string; desktop: string };
  poster: IGatsbyImageData;
  posterAlt: string;
  /** A background that runs to the edges of its section (the home hero), not a boxed frame:
   *  the video then covers the poster exactly, since a rim would show at the screen's edge. */
  edgeToEdge?: boolean;
  className?: string;
}

function shouldAutoplay(): boolean {
  const reducedMotion = window.matchMedia?.(mediaQueries.reducedMotion).matches ?? false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !reducedMotion && !connection?.saveData;
}

/** Calls `start` once the page has loaded (at once if it has): the film never competes with the page's own files. */
function afterLoad(start: () => void): () => void {
  if (document.readyState === "complete") {
    start();
    return () => undefined;
  }
  window.addEventListener("load", start, { once: true });
  return () => window.removeEventListener("load", start);
}

export function LoopingVideo({ loop, poster, posterAlt, edgeToEdge = false, className }: LoopingVideoProps) {
  const { ui } = useSiteTexts();
  const videoRef = React.useRef<HTMLVideoElement>(null);
  // Sources are attached only once we know the visitor wants motion (or asks for it).
  const [load, setLoad] = React.useState(false);
  const [playing, setPlaying] = React.useState(false);
  const [ready, setReady] = React.useState(false);

  React.useEffect(() => (shouldAutoplay() ? afterLoad(() => setLoad(true)) : undefined), []);

  React.useEffect(() => {
    const video = videoRef.current;
    if (!load || !video) return;
    video.load();
    video.play().catch(() => setPlaying(false));
  }, [load]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (!load) {
      setLoad(true);
      return;
    }
    if (video.paused) {
      void video.play().catch(() => setPlaying(false));
    } else {
      video.pause();
    }
  };

  return (
    <Frame $boxed={!edgeToEdge} className={className}>
      {/* Both users show the video in their page's hero: the poster is the page's largest image. */}
      <Poster image={poster} alt={posterAlt} loading="eager" fetchPriority="high" />
      <Video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-ready={ready}
        onPlaying={() => {
          setReady(true);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
      >
        {load ? (
          <>
            <source src={loop.phone} type="video/mp4" media={mediaQueries.phoneLoop} />
            <source src={loop.desktop} type="video/mp4" />
          </>
        ) : null}
      </Video>
      <Toggle type="button" onClick={toggle} aria-pressed={!playing}>
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        <VisuallyHidden>{playing ? ui.videoPause : ui.videoPlay}</VisuallyHidden>
      </Toggle>
    </Frame>
  );
}
