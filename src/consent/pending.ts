// Before the first paint: is there a stored cookie choice? The server renders the banner
// hidden; this inline head script marks <html> when no choice is stored so CSS shows it at once.
// Kept free of React so the CSP module can hash it (src/security/inline-scripts.ts).
import { CONSENT_CHOICES, CONSENT_STORAGE_KEY } from "./consent-store";

export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/** Inline in <head>; with storage blocked it does nothing and the banner waits for React. */
export const CONSENT_PENDING_SCRIPT =
  `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});` +
  `if(${JSON.stringify(CONSENT_CHOICES)}.indexOf(c)<0)document.documentElement.setAttribute("${CONSENT_PENDING_ATTRIBUTE}","")}catch(e){}`;
