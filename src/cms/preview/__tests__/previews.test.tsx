import { act, render, screen } from "@testing-library/react";
import { fromJS, List } from "immutable";
import project from "../../../../content/projects/ibka.json";
import service from "../../../../content/services/dronefoto.json";
import { site } from "../../../../test/support/site-content";
import { previewTemplates } from "../previews";
import type { PreviewProps } from "../preview-frame";

type Preview = (props: PreviewProps) => React.JSX.Element | null;
const CaseStudyPreview = new Map<string, unknown>(previewTemplates).get("projects") as Preview;
const ServicePreview = new Map<string, unknown>(previewTemplates).get("services") as Preview;

/** What Decap hands a preview: the form's entry, and the collection the editor is open on. */
function previewProps(entryCollection: string, editorCollection: string, data: { slug: string } = project) {
  const getAsset = jest.fn((path: string) => ({ toString: () => `blob:${path}` }));
  const props = {
    entry: fromJS({ collection: entryCollection, slug: data.slug, data }),
    collection: fromJS({ name: editorCollection }),
    fields: List(),
    getAsset,
    getCollection: () => Promise.resolve([fromJS({ data: site })]),
    document: document.implementation.createHTMLDocument("preview"),
  } as unknown as PreviewProps;
  return { props, getAsset };
}

describe("the editor's previews", () => {
  it("draw a case study with its image from the entry", async () => {
    const { props, getAsset } = previewProps("projects", "projects");
    // The preview reads the saved site entry (its header's texts) once drawn.
    await act(async () => {
      render(<CaseStudyPreview {...props} />);
    });
    expect(screen.getByRole("heading", { level: 1, name: project.title })).toBeInTheDocument();
    expect(getAsset).toHaveBeenCalledWith(project.image, undefined);
  });

  it("draw a service's card as the home page shows it, and its search description as a search result shows it", async () => {
    const changed = { ...service, description: "Kortets egen tekst", metaDescription: "Tekst bare for søkemotorer" };
    const { props } = previewProps("services", "services", changed);
    await act(async () => {
      render(<ServicePreview {...props} />);
    });
    const card = screen.getByRole("article", { name: service.title });
    expect(card).toHaveTextContent("Kortets egen tekst");
    const result = screen.getByRole("region", { name: /Beskrivelse for søkemotorer/ });
    expect(result).toHaveTextContent(`${service.title} | ${site.name}`);
    expect(result).toHaveTextContent("Tekst bare for søkemotorer");
    expect(result).toHaveTextContent(`${site.name} › tjenester › ${service.slug}`);
  });

  // Decap keeps the form's entry for a moment when the address names an entry of another
  // collection: the preview must not look for that entry's images in the other collection's folder.
  it("draw nothing, and ask for no image, while the form still holds an entry of another collection", () => {
    const { props, getAsset } = previewProps("projects", "services");
    const { container } = render(<CaseStudyPreview {...props} />);
    expect(container).toBeEmptyDOMElement();
    expect(getAsset).not.toHaveBeenCalled();
  });
});
