// Before the first paint: has the visitor made a cookie choice? The server renders the banner
// for every page, hidden; this head script marks <html> when no choice is stored, so the banner
// is there from the first paint instead of appearing after hydration (where it moved the page's
// largest paint to the end of the scripts).
import { CONSENT_CHOICES, CONSENT_STORAGE_KEY } from "./consent-store";

export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/** Inline in <head>; with storage blocked it does nothing and the banner waits for React. */
export const CONSENT_PENDING_SCRIPT =
  `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});` +
  `if(${JSON.stringify(CONSENT_CHOICES)}.indexOf(c)<0)document.documentElement.setAttribute("${CONSENT_PENDING_ATTRIBUTE}","")}catch(e){}`;
