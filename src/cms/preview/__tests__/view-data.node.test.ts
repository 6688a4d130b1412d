import fs from "node:fs";
import path from "node:path";
import { projectSchema, serviceSchema, siteSchema } from "../../../content-model/schemas";
import { viewData, type ImageAt } from "../view-data";

const content = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve("content", file), "utf8")) as Record<string, unknown>;

/** Names each image by the field it was found through, so the test sees which folder it resolves in. */
const images: ImageAt = (file, fieldPath) => (file ? `${fieldPath.join(".")}:${file}` : null);

describe("an entry read along its schema for the preview", () => {
  it("gives a service's view every field of the file, the image through its own field", () => {
    const service = content("services/videoproduksjon.json");
    expect(viewData(serviceSchema.describe().fields, service, images)).toEqual({
      ...service,
      image: `image:${String(service.image)}`,
    });
  });

  it("gives the empty optional parts of a case study as null, as GraphQL does", () => {
    const project = {
      ...content("projects/ibka.json"),
      challenge: " ",
      solution: [],
      externalLink: { label: "", url: "" },
    };
    const data = viewData(projectSchema.describe().fields, project, images);
    expect(data).toMatchObject({
      challenge: null,
      solution: null,
      externalLink: null,
      title: content("projects/ibka.json").title,
    });
    const linked = viewData(
      projectSchema.describe().fields,
      { ...project, externalLink: { label: "Se", url: "" } },
      images,
    );
    expect(linked.externalLink).toEqual({ label: "Se", url: "" });
  });

  it("fills what the maintainer has not typed yet with empty texts and lists, so a view can draw it", () => {
    expect(viewData(serviceSchema.describe().fields, {}, images)).toMatchObject({
      title: "",
      features: [],
      image: null,
      order: 0,
    });
  });

  it("reads a group of site.json with its images under the group's path", () => {
    const site = content("site.json");
    const about = (siteSchema.describe().fields.about as { fields: Parameters<typeof viewData>[0] }).fields;
    const data = viewData(about, site.about as Record<string, unknown>, images, ["about"]);
    expect(data.image).toBe(`about.image:${String((site.about as Record<string, unknown>).image)}`);
    expect(data.values).toEqual((site.about as Record<string, unknown>).values);
  });
});
