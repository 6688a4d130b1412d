// The cascade layers, lowest first (src/theme/global.css explains them). The first layer rule a
// page meets fixes their order. A page inlines more than one stylesheet: the app's, which opens
// with this statement (global.css), and its template's, which Gatsby writes ahead of the app's
// and which may open with a `@layer primitives { … }` block of its own, which would put
// primitives below base. So the statement also goes ahead of every stylesheet in the page.
import type { PreRenderHTMLArgs } from "gatsby";
import * as React from "react";

export const CASCADE_LAYERS = "@layer base, primitives;";

/** onPreRenderHTML: a <style> with the layer order right before the head's first stylesheet. */
export function declareCascadeLayersFirst({
  getHeadComponents,
  replaceHeadComponents,
}: Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">): void {
  const head = getHeadComponents();
  const firstStyle = head.findIndex((node) => React.isValidElement(node) && node.type === "style");
  if (firstStyle === -1) return;
  const declaration = <style key="cascade-layers">{CASCADE_LAYERS}</style>;
  replaceHeadComponents([...head.slice(0, firstStyle), declaration, ...head.slice(firstStyle)]);
}
