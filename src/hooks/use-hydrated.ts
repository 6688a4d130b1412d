// False on the server and in the render that hydrates the server's markup, true from then on.
import * as React from "react";

/**
 * Built on an effect rather than useSyncExternalStore's server snapshot, which Preact (the
 * browser's React here, see gatsby-node.ts) does not honour: both frameworks run the first
 * client render with `false`, matching the HTML, and re-render once the page is theirs.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
