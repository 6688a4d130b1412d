// Reading a Lighthouse result where its shape changed between versions.
export interface NodeDetails {
  type?: string;
  snippet?: string;
  selector?: string;
}

/** The part of a Lighthouse result (`Result` of the lighthouse package) read here. */
export interface AuditDetailsByID {
  audits: Record<string, { details?: unknown } | undefined>;
}

/**
 * The page's LCP element. Lighthouse 13 reports it as a node in the LCP breakdown insight;
 * Lighthouse 12 had an audit of its own (a table whose first row holds the node).
 */
export function lcpElementOf(lhr: AuditDetailsByID): NodeDetails | undefined {
  const insight = lhr.audits["lcp-breakdown-insight"]?.details as { items?: NodeDetails[] } | undefined;
  const node = insight?.items?.find((item) => item.type === "node");
  if (node) return node;
  const legacy = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ items?: Array<{ node?: NodeDetails }> }> } | undefined;
  return legacy?.items?.[0]?.items?.[0]?.node;
}
