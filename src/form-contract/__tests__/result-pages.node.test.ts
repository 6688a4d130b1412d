// Where a post without JavaScript lands: every answer of either function leads to a page of the
// table, and every page of the table is reached by some answer.
import forms from "../../../content/forms.json";
import { formResultPages, outcomeOf, resultPageFor, type FormName } from "../result-pages";

const statuses = [200, 400, 403, 405, 413, 415, 422, 429, 500, 502, 503, 504];
const formNames: FormName[] = ["contact", "newsletter"];
const paths = Object.values(formResultPages).map((page) => page.path);

describe("the form result pages", () => {
  it("give every answer of either form a page of its own form or a shared one", () => {
    for (const form of formNames) {
      for (const status of statuses) {
        const page = Object.values(formResultPages).find((row) => row.path === resultPageFor(form, status));
        expect([form, status, page?.forms]).toEqual([form, status, expect.arrayContaining([form])]);
      }
    }
  });

  it("leave no page unreached and give each its own address", () => {
    const reached = new Set(formNames.flatMap((form) => statuses.map((status) => resultPageFor(form, status))));
    expect([...reached].sort()).toEqual([...paths].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("tell success, a mistake to fix, a limit, a refusal and a failure apart", () => {
    expect(statuses.map((status) => [status, outcomeOf(status)])).toEqual([
      [200, "success"],
      [400, "invalid"],
      [403, "refused"],
      [405, "refused"],
      [413, "refused"],
      [415, "refused"],
      [422, "invalid"],
      [429, "tooMany"],
      [500, "failed"],
      [502, "failed"],
      [503, "failed"],
      [504, "failed"],
    ]);
  });

  it("each have a title and a text in content", () => {
    for (const key of Object.keys(formResultPages)) {
      expect(forms.results).toHaveProperty([key, "title"]);
      expect(forms.results).toHaveProperty([key, "text"]);
    }
  });
});
