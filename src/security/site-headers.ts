// What gatsby-config passes as `headers`: the security headers for every route, with the CSP
// hashes of every inline script a page of this build may contain.
import { allowedInlineScripts } from "./inline-scripts";
import { gatsbyHeaderRules, type GatsbyHeaderRule } from "./policy";

export function siteHeaders({ tagManager }: { tagManager: boolean }): GatsbyHeaderRule[] {
  return gatsbyHeaderRules({ tagManager, inlineScripts: allowedInlineScripts({ tagManager }) });
}
