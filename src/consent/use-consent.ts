import * as React from "react";
import { consentStore, type ConsentSnapshot } from "./consent-store";

/**
 * The visitor's consent state. The server (and hydration) sees "no banner"; the stored
 * choice takes over right after, so only visitors who have not chosen ever see the banner.
 */
export function useConsent(): ConsentSnapshot {
  return React.useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, consentStore.getServerSnapshot);
}
