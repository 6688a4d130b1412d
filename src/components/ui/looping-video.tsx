// A muted, looping decorative video over its poster image. The poster (a normal, eagerly
// loaded image) is what paints first; the video is only fetched after hydration, never
// under prefers-reduced-motion or Save-Data, and a visible button pauses or plays it.
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Pause, Play } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { theme } from "../../theme/tokens";

export interface LoopingVideoProps {
  webm: string;
  mp4: string;
  poster: IGatsbyImageData;
  posterAlt: string;
  /** The poster is the page's largest image: load it eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

interface NetworkInformationLike {
  saveData?: boolean;
}

function shouldAutoplay(): boolean {
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !reducedMotion && !connection?.saveData;
}

export function LoopingVideo({
  webm,
  mp4,
  poster,
  posterAlt,
  priority = false,
  className,
}: LoopingVideoProps): React.ReactElement {
  const videoRef = React.useRef<HTMLVideoElement>(null);
  // Sources are attached only once we know the visitor wants motion (or asks for it).
  const [load, setLoad] = React.useState(false);
  const [playing, setPlaying] = React.useState(false);
  const [ready, setReady] = React.useState(false);

  React.useEffect(() => {
    if (shouldAutoplay()) setLoad(true);
  }, []);

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
    <Frame className={className}>
      <Poster
        image={poster}
        alt={posterAlt}
        loading={priority ? "eager" : "lazy"}
        {...(priority ? { fetchPriority: "high" } : {})}
      />
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
            <source src={webm} type="video/webm" />
            <source src={mp4} type="video/mp4" />
          </>
        ) : null}
      </Video>
      <Toggle type="button" onClick={toggle} aria-pressed={!playing} data-playing={playing}>
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        <span className="visually-hidden">{playing ? "Sett videoen på pause" : "Spill av videoen"}</span>
      </Toggle>
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  overflow: hidden;
`;

const Poster = styled(GatsbyImage)`
  position: absolute !important;
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
  transition: opacity ${theme.durations.slow};

  &[data-ready="true"] {
    opacity: 1;
  }
`;

const Toggle = styled.button`
  position: absolute;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  /* Above any scrim or text the page layers over the video. */
  z-index: 3;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border: 1px solid ${theme.colors.onMediaLine};
  border-radius: 50%;
  background: ${theme.colors.scrim};
  color: ${theme.colors.white};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.fjordDeep};
  }
`;
