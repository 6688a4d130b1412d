// What every page of a content entry shares: the entry its query found (none fails the build), its view, and its SEO head.
import type { HeadFC, PageProps } from "gatsby";
import type * as React from "react";
import type { SeoInput, SeoSite } from "../components/seo/build-seo";
import { Seo, useSeoSite } from "../components/seo/seo";
import type { ImageSource } from "../components/ui/content-image";

export interface TemplatePage<Data, Entry> {
  /** What the page shows, from its query's result; nothing found fails the build. */
  entry: (data: Data) => Entry | null | undefined;
  view: (entry: Entry) => React.ReactElement;
  seo: (entry: Entry, site: SeoSite) => SeoInput;
  /** The image the page opens with, preloaded from the head. */
  largestImage?: (entry: Entry) => ImageSource | null;
}

/** The page component (the file's default export) and its `Head`. */
export function templatePage<Data, Entry>({ entry, view, seo, largestImage }: TemplatePage<Data, Entry>) {
  function Template({ data, location }: PageProps<Data>) {
    const found = entry(data);
    if (!found) throw new Error(`${location.pathname}: the page's query found no content`);
    return view(found);
  }
  const Head: HeadFC<Data> = ({ data, location }) => {
    const site = useSeoSite();
    const found = entry(data);
    if (!found) return <Seo path={location.pathname} />;
    return <Seo {...seo(found, site)} largestImage={largestImage?.(found)} />;
  };
  return { Template, Head };
}
