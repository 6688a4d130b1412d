// Netlify's build contexts (the CONTEXT variable, which Netlify sets itself): a deploy preview
// of a pull request and a branch deploy are previews, never the public site.
const previewContexts = ["deploy-preview", "branch-deploy"] as const;

export function isPreviewContext(context: string | undefined = process.env.CONTEXT): boolean {
  return (previewContexts as readonly string[]).includes(context ?? "");
}
