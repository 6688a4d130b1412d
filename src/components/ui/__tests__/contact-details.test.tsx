import { fireEvent, render, screen, within } from "@testing-library/react";
import { listenForContactClicks } from "../../../analytics/contact-links";
import { ContactDetails, type ContactDetailsTone } from "../contact-details";

const contact = {
  email: "post@fjellsynmedia.no",
  phone: "+47 912 34 567",
  location: "Bergen, Norge",
};

type LayerWindow = Window & { dataLayer?: unknown[] };
const win = window as LayerWindow;

afterEach(() => {
  delete win.dataLayer;
});

describe.each<ContactDetailsTone>(["dark", "light"])("the contact details on a %s surface", (tone) => {
  it("lists the e-mail and phone as links and the place as text, each beside its icon", () => {
    render(<ContactDetails contact={contact} tone={tone} />);

    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([contact.email, contact.phone, contact.location]);
    expect(screen.getByRole("link", { name: contact.email })).toHaveAttribute("href", "mailto:post@fjellsynmedia.no");
    expect(screen.getByRole("link", { name: contact.phone })).toHaveAttribute("href", "tel:+4791234567");
    expect(screen.getAllByRole("link")).toHaveLength(2);
    for (const item of items) expect(item.querySelector("svg[aria-hidden='true']")).not.toBeNull();
  });

  it("reports a click on the e-mail or the phone link as a contact click", () => {
    win.dataLayer = [{ event: "gtm.js" }];
    window.history.pushState(null, "", "/kontakt");
    const stop = listenForContactClicks();
    render(<ContactDetails contact={contact} tone={tone} />);

    fireEvent.click(screen.getByRole("link", { name: contact.email }));
    fireEvent.click(screen.getByRole("link", { name: contact.phone }));
    stop();

    expect(win.dataLayer.slice(1)).toEqual([
      { event: "contact_click", channel: "email", page_path: "/kontakt" },
      { event: "contact_click", channel: "phone", page_path: "/kontakt" },
    ]);
  });
});
