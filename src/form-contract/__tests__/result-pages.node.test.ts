// Where a post without JavaScript lands: every answer of either function leads to a page of the
// table, and every page of the table is reached by some answer.
import { formResultPages, outcomeOf, resultPageFor, type FormName } from "../result-pages";

const outcomes = {
  success: [200],
  invalid: [400, 422],
  refused: [403, 405, 413, 415],
  tooMany: [429],
  failed: [500, 504],
};
const statuses = Object.values(outcomes).flat();
const formNames: FormName[] = ["contact", "newsletter"];
const paths = Object.values(formResultPages).map((page) => page.path);

test("tells success, a mistake to fix, a limit, a refusal and a failure apart", () => {
  for (const [outcome, codes] of Object.entries(outcomes))
    expect(codes.map(outcomeOf)).toEqual(codes.map(() => outcome));
});

test("gives every answer of either form a page of its own form or a shared one, and leaves none unreached", () => {
  for (const form of formNames) {
    for (const status of statuses) {
      const page = Object.values(formResultPages).find((row) => row.path === resultPageFor(form, status));
      expect([form, status, page?.forms]).toEqual([form, status, expect.arrayContaining([form])]);
    }
  }
  const reached = new Set(formNames.flatMap((form) => statuses.map((status) => resultPageFor(form, status))));
  expect([...reached].sort()).toEqual([...new Set(paths)].sort());
  expect(new Set(paths).size).toBe(paths.length);
});
