// Words Decap's own dependencies say in English with no setting Decap passes on (react-select's
// empty menu, react-toastify's close button and timer, dnd-kit's instructions for screen readers):
// Decap offers no door to them, so they are replaced where they are drawn.

/** Decap's English, by its beginning, and what the maintainer reads or hears instead. */
export const leftoverTexts: readonly [english: string, norwegian: string][] = [
  ["No options", "Ingen treff"],
  [
    "To pick up a draggable item",
    "Trykk mellomrom for å ta tak i punktet, flytt det med piltastene, og trykk mellomrom igjen for å slippe det der, eller Escape for å avbryte.",
  ],
];
export const leftoverLabels: readonly [english: string, norwegian: string][] = [
  ["close", "Lukk"],
  ["notification timer", "Tid til meldingen lukkes"],
];

function translate(root: Node): void {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker?.currentNode; node; node = walker?.nextNode() ?? undefined) {
    const text = node.nodeType === Node.TEXT_NODE ? node.nodeValue?.trim() : undefined;
    const norwegian = text && leftoverTexts.find(([english]) => text.startsWith(english))?.[1];
    if (norwegian) node.nodeValue = norwegian;
  }
  if (!(root instanceof Element)) return;
  for (const [english, norwegian] of leftoverLabels) {
    const selector = `[aria-label="${english}"]`;
    for (const element of [root, ...root.querySelectorAll(selector)].filter((node) => node.matches(selector))) {
      element.setAttribute("aria-label", norwegian);
    }
  }
}

export function translateLeftovers(document: Document): void {
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(translate);
  }).observe(document.body, { childList: true, subtree: true });
}
