// React.lazy for code that enhances what the server already rendered: the forms and the toaster.
// Their chunks load after the page, on a phone's connection, and a download can fail. A failure
// thrown into React would reach the page's error screen and take the whole main content with it,
// for a part that works without its script (a form posts without JavaScript). So a failed load
// is tried again a little later, and if it keeps failing the part stays suspended: the server's
// markup stays in place (Preact keeps a suspended boundary's DOM, see hydrate-later.tsx).
import * as React from "react";

/** Waits before the second and the third try: a dropped connection often returns in seconds. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 4000];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Never settles: the boundary that awaits it keeps the server's markup. */
const keepServerMarkup = new Promise<never>(() => undefined);

/**
 * `load` resolves to the component; it runs again for each try, so it must not hold on to a
 * failed promise (see loadFormLibraries). `name` is for the console.
 */
export function lazyEnhancement<P extends object>(
  name: string,
  load: () => Promise<React.ComponentType<P>>,
): React.LazyExoticComponent<React.ComponentType<P>> {
  return React.lazy(async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return { default: await load() };
      } catch (error: unknown) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          console.error(`${name}: its code did not load; the page keeps the server's version`, error);
          return keepServerMarkup;
        }
        await wait(delay);
      }
    }
  });
}
