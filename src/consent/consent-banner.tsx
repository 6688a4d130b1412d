// Placeholder until the consent work lands.
import * as React from "react";

export function ConsentBanner(): React.ReactElement | null {
  return null;
}

export function ConsentSettingsButton(): React.ReactElement | null {
  return null;
}
