import type { PreviewTemplateComponentProps } from "decap-cms-core";
import * as React from "react";
import { StyleSheetManager } from "styled-components";
import { PageFrame } from "../../components/layout/page-frame";
import type { ImageSource } from "../../components/ui/content-image";
import { siteSchema, type FieldDescription } from "../../content-model/schemas";
import { SiteTextsProvider, type SiteTexts } from "../../hooks/use-site-texts";
import { fontFaceCss } from "../../theme/font-faces";
import { GlobalStyle } from "../../theme/global-style";
import { record, text, textFields, type Data } from "./entry-data";

export type PreviewProps = PreviewTemplateComponentProps;
type Fields = PreviewProps["fields"];
type Field = NonNullable<ReturnType<Fields["first"]>>;

/** The texts of one of the site's groups, each "" until the site entry has loaded. */
const groupTexts = <Group extends keyof SiteTexts>(site: Data, group: Group): SiteTexts[Group] =>
  textFields(
    record(site[group]),
    Object.keys((siteSchema.describe().fields[group] as FieldDescription).fields ?? {}),
  ) as SiteTexts[Group];

/**
 * The site's font faces, global style, texts, header and main around a page's view. The preview
 * is an iframe: styled-components must write its styles into the frame's head, not the editor's.
 */
export function PreviewFrame({
  document,
  site,
  pathname,
  children,
}: {
  document: Document;
  /** content/site.json as saved. */
  site: Data;
  pathname: string;
  children: React.ReactNode;
}) {
  const texts: SiteTexts = {
    ui: groupTexts(site, "ui"),
    consent: groupTexts(site, "consent"),
    errorPage: groupTexts(site, "errorPage"),
  };
  return (
    <StyleSheetManager target={document.head}>
      <style dangerouslySetInnerHTML={{ __html: fontFaceCss }} />
      <GlobalStyle />
      <SiteTextsProvider texts={texts}>
        <PageFrame siteName={siteName(site)} pathname={pathname}>
          {children}
        </PageFrame>
      </SiteTextsProvider>
    </StyleSheetManager>
  );
}

/** The entry's fields as plain data. */
export function entryData({ entry }: Pick<PreviewProps, "entry">): Data {
  const data: unknown = entry.get("data");
  return record(data && typeof data === "object" && "toJS" in data ? (data as { toJS(): unknown }).toJS() : data);
}

/**
 * The saved entries of a collection, or its one file's entry, loaded once per preview and empty
 * until they arrive. Decap's types say a list; for one file it resolves to that file's entry.
 */
export function useSavedEntries(getCollection: PreviewProps["getCollection"], collection: string, file?: string) {
  const [entries, setEntries] = React.useState<Data[]>([]);
  React.useEffect(() => {
    let current = true;
    void Promise.resolve(getCollection(collection, file) as unknown).then((loaded) => {
      if (current) setEntries([loaded].flat().map((entry) => entryData({ entry: entry as PreviewProps["entry"] })));
    });
    return () => {
      current = false;
    };
  }, [getCollection, collection, file]);
  return entries;
}

/** content/site.json as saved: the header's name and the pages' labels. */
export const useSiteContent = (getCollection: PreviewProps["getCollection"]): Data =>
  useSavedEntries(getCollection, "site", "site")[0] ?? {};

export const siteName = (site: Data): string => text(site, "name") || "Fjellsyn Media";

/** A field of the collection by its path, so an image resolves against that field's own folder. */
function fieldAt(fields: PreviewProps["fields"], path: readonly string[]): Field | undefined {
  let current: Fields | undefined = fields;
  let found: Field | undefined;
  for (const name of path) {
    found = current?.find((field) => field?.get("name") === name);
    current = found?.get("fields") as Fields | undefined;
  }
  return found;
}

// Decap 3.6 passes the image's field as a second argument (its own types predate that).
type GetAsset = (path: string, field?: Field) => { toString(): string };

/** The image at `path` as a URL the preview can show (a blob: URL of the stored file). */
export function previewImage(
  props: Pick<PreviewProps, "getAsset" | "fields">,
  path: string,
  fieldPath: readonly string[],
): ImageSource | null {
  if (!path) return null;
  const url = (props.getAsset as unknown as GetAsset)(path, fieldAt(props.fields, fieldPath)).toString();
  return url || null;
}
