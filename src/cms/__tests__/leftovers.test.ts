import { translateLeftovers } from "../leftovers";

test("Decap's English leftovers read and sound Norwegian as soon as they are drawn", async () => {
  translateLeftovers(document);
  document.body.innerHTML = `
    <div class="menu"><div>No options</div></div>
    <div id="DndDescribedBy-0">To pick up a draggable item, press the space bar.</div>
    <button class="Toastify__close-button" aria-label="close"></button>
    <div role="progressbar" aria-label="notification timer"></div>
    <p class="toast">Failed to delete media: «a.jpg» kan ikke slettes.</p>`;
  // The observer answers once the page's changes are done.
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  expect(document.querySelector(".menu")?.textContent).toBe("Ingen treff");
  expect(document.getElementById("DndDescribedBy-0")?.textContent).toMatch(/^Trykk mellomrom for å ta tak i punktet/);
  expect(document.querySelector("button")?.getAttribute("aria-label")).toBe("Lukk");
  expect(document.querySelector(".toast")?.textContent).toBe("«a.jpg» kan ikke slettes.");
  expect(document.querySelector('[role="progressbar"]')?.getAttribute("aria-label")).toBe("Tid til meldingen lukkes");
});
