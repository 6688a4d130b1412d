import { contentTypeDefs } from "../type-defs";

describe("the content's GraphQL types, written from the schemas", () => {
  it("declare a content type as a node with non-null fields, images as files and lists of non-null items", () => {
    expect(contentTypeDefs).toContain(`  type Project implements Node @dontInfer {
    slug: String!
    order: Int!
    client: String!
    title: String!
    description: String!
    tags: [String!]!
    metaDescription: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    intro: String!
    heroVideoWebm: String
    heroVideoMp4: String
    aboutApp: String
    challenge: String
    solution: [String!]
    externalLink: ExternalLink
  }`);
  });

  it("declare an object used in several places once, under the name its schema gives it", () => {
    expect(contentTypeDefs.match(/type TitledText @dontInfer/g)).toHaveLength(1);
    expect(contentTypeDefs).toContain("features: [TitledText!]!");
    expect(contentTypeDefs).toContain("    values: [TitledText!]!");
    expect(contentTypeDefs).toContain("  type ExternalLink @dontInfer {\n    label: String!\n    url: String!\n  }");
  });
});
