// The editor's headers under `gatsby develop` (`npm run cms`), which reads no _headers file: its
// page gets the local editor's policy, the one that lets it save through decap-server. A build
// never carries that policy (post-build.ts writes the production one).
import { localAdminHeaders } from "./policy";

/** The editor's page as the development server answers it (the plugin serves /admin, the folder the rest). */
const EDITOR_PAGE = /^\/admin(\/(index\.html)?)?$/;

/** Connect-style middleware for gatsby-config's developMiddleware; the files of /admin/ are left alone. */
export function localEditorHeaders(
  request: { path: string },
  response: { setHeader(name: string, value: string): unknown },
  next: () => void,
): void {
  if (EDITOR_PAGE.test(request.path)) {
    for (const { key, value } of localAdminHeaders) response.setHeader(key, value);
  }
  next();
}
