import { projectsCollection, siteCollection } from "../config";
import { inUse, pagesUsing } from "../backend-guard";

test("a file a page names is refused with the pages that use it; one no page names is not", () => {
  const entries = [
    { collection: projectsCollection, data: '{ "title": "Bravida", "image": "../images/bravida.jpg" }' },
    { collection: siteCollection, data: '{ "hero": { "image": "images/bravida.jpg", "video": "videos/hero.mp4" } }' },
  ];
  const pages = pagesUsing("content/images/bravida.jpg", entries);
  expect(inUse("content/images/bravida.jpg", pages)).toBe(
    "«bravida.jpg» kan ikke slettes: «Bravida» i «Prosjekter», «Nettstedet» bruker den. Velg en annen fil der først.",
  );
  expect(pagesUsing("content/videos/hero.mp4", entries)).toEqual(["«Nettstedet»"]);
  expect(pagesUsing("content/images/bravida-2.jpg", entries)).toEqual([]);
  expect(pagesUsing("/content/images/icon.png", entries)).toEqual(["nettstedets ikon i fanen og på hjemskjermen"]);
});
