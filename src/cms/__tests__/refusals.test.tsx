import { servicesCollection } from "../config";
import { placeText } from "../locale";
import { placeOf, stepsOut } from "../refusals";

/** The form as Decap draws a list of objects: each item a closed label beside its fields. */
function serviceForm(): HTMLElement {
  document.body.innerHTML = `
    <div class="css-1-ControlContainer">
      <div class="css-2-ControlTopbar"><label>Hva vi tilbyr</label></div>
      <div id="features-field-10">
        ${[1, 2, 3]
          .map(
            (n) => `
          <div class="css-3-ListItem">
            <div><button data-testid="expand-button"></button></div>
            <div class="css-4-NestedObjectLabel">Punkt ${n}</div>
            <div class="css-5-ObjectControl">
              <div class="css-1-ControlContainer">
                <div class="css-2-ControlTopbar">
                  <label>Tittel</label>
                  <ul class="css-6-ControlErrorsList" id="error-${n}"><li>Tittel: høyst 60 tegn.</li></ul>
                </div>
              </div>
            </div>
          </div>`,
          )
          .join("")}
      </div>
    </div>`;
  return document.getElementById("error-2") as HTMLElement;
}

describe("a refused field's place", () => {
  it("is named by the item and the list around it, in the list's own word for one item", () => {
    const steps = stepsOut(serviceForm(), "valgfritt");
    expect(steps).toEqual([{ label: "Tittel" }, { label: "Hva vi tilbyr", item: 2 }]);
    expect(placeText(placeOf(steps, servicesCollection.fields ?? []))).toBe("«Tittel» i punkt 2 av «Hva vi tilbyr»");
  });
});
