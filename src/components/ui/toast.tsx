// Placeholder until the forms work lands.
import * as React from "react";

export function AppToaster(): React.ReactElement | null {
  return null;
}
