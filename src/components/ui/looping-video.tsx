// A muted, looping decorative video over its poster image. The poster (a normal, eagerly
// loaded image) is what paints first; the video is only fetched after hydration, never
// under prefers-reduced-motion or Save-Data, and a visible button pauses or plays it.
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Pause, Play } from "lucide-react";
import * as React from "react";
import { cx } from "../../theme/class-names";
import * as iconTarget from "./icon-target.module.css";
import * as styles from "./looping-video.module.css";

export interface LoopingVideoProps {
  webm: string;
  mp4: string;
  poster: IGatsbyImageData;
  posterAlt: string;
  /** The poster is the page's largest image: load it eagerly with high priority. */
  priority?: boolean;
  /** A background that runs to the edges of its section (the home hero), not a boxed frame:
   *  the video then covers the poster exactly, since a rim would show at the screen's edge. */
  edgeToEdge?: boolean;
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
  edgeToEdge = false,
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
    <div className={cx(styles.frame, !edgeToEdge && styles.boxed, className)}>
      <GatsbyImage
        className={styles.poster}
        image={poster}
        alt={posterAlt}
        loading={priority ? "eager" : "lazy"}
        {...(priority ? { fetchPriority: "high" } : {})}
      />
      <video
        className={styles.video}
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
      </video>
      <button
        className={cx(iconTarget.iconTarget, styles.toggle)}
        type="button"
        onClick={toggle}
        aria-pressed={!playing}
        data-playing={playing}
      >
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        <span className="visually-hidden">{playing ? "Sett videoen på pause" : "Spill av videoen"}</span>
      </button>
    </div>
  );
}
