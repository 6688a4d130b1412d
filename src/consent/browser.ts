// Browser hook for consent: gatsby-browser.tsx calls this from onClientEntry, before hydration.
import { createTagManagerLoader } from "./consent-mode";
import { consentStore } from "./consent-store";
import { gtmOptions, isTagManagerActive } from "./gtm-options";

export function startConsentMode(): void {
  if (!isTagManagerActive(gtmOptions)) return;
  createTagManagerLoader().start(consentStore);
}
