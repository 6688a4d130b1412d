// One listener for every phone and e-mail link on the site (links written in content too), so no
// link component has to remember to report.
import { contactChannelOf, track } from "./track";

/** Reports clicks and taps on tel: and mailto: links; returns what stops it. */
export function listenForContactClicks(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const channel = link ? contactChannelOf(link.getAttribute("href")) : null;
    if (channel) track.contactClick(channel);
  };
  // Capturing, so a component that stops the click's propagation cannot hide it.
  doc.addEventListener("click", onClick, { capture: true });
  return () => doc.removeEventListener("click", onClick, { capture: true });
}
