// Placeholder until the accessible tooltip lands: renders the trigger unchanged.
import * as React from "react";

export interface TooltipProps {
  content: string;
  children: React.ReactElement;
}

export function Tooltip({ children }: TooltipProps): React.ReactElement {
  return children;
}
