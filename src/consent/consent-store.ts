// The visitor's cookie choice: kept in localStorage["cookie-consent"], observable so the banner,
// the footer's settings button and the Tag Manager loader all see the same state.

/** The values a choice is stored as; anything else in storage counts as no choice. */
export const CONSENT_CHOICES = ["accepted", "declined"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export const CONSENT_STORAGE_KEY = "cookie-consent";

export interface ConsentSnapshot {
  /** The stored choice, or null when the visitor has not chosen yet. */
  readonly choice: ConsentChoice | null;
  readonly bannerOpen: boolean;
  /** True when the visitor reopened the banner to change an earlier choice. */
  readonly reopened: boolean;
}

/** What the server renders: no banner, so returning visitors never see it flash. */
const SERVER_SNAPSHOT: ConsentSnapshot = Object.freeze({ choice: null, bannerOpen: false, reopened: false });

// Merely touching localStorage throws in some browsers when site data is blocked: every use is in a try.
export function createConsentStore(getStorage: () => Storage | null = () => window.localStorage) {
  let snapshot: ConsentSnapshot | null = null;
  const listeners = new Set<() => void>();

  function fresh(): ConsentSnapshot {
    let choice: ConsentChoice | null = null;
    try {
      const value = getStorage()?.getItem(CONSENT_STORAGE_KEY);
      choice = CONSENT_CHOICES.find((known) => known === value) ?? null;
    } catch {
      // blocked: no choice
    }
    return { choice, bannerOpen: choice === null, reopened: false };
  }

  function set(next: ConsentSnapshot): void {
    const current = snapshot;
    if (current && (Object.keys(next) as (keyof ConsentSnapshot)[]).every((key) => current[key] === next[key])) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  const getSnapshot = (): ConsentSnapshot => (typeof window === "undefined" ? SERVER_SNAPSHOT : (snapshot ??= fresh()));

  // Another tab may have chosen.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) store.refresh();
  };

  const store = {
    getSnapshot,
    getServerSnapshot: () => SERVER_SNAPSHOT,
    // Only browsers subscribe (React does not on the server).
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    choose(choice: ConsentChoice) {
      try {
        getStorage()?.setItem(CONSENT_STORAGE_KEY, choice);
      } catch {
        // Storage full or blocked: the choice still holds for this page view.
      }
      set({ choice, bannerOpen: false, reopened: false });
    },
    reopen: () => set({ ...getSnapshot(), bannerOpen: true, reopened: true }),
    /** Re-reads storage. */
    refresh: () => set(fresh()),
  };
  return store;
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** The one store the site uses. */
export const consentStore = createConsentStore();
