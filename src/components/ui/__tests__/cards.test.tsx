import { render, screen } from "@testing-library/react";
import * as React from "react";
import service from "../../../../content/services/digital-markedsforing.json";
import sara from "../../../../content/team/sara-fjellheim.json";
import { fillTemplate } from "../../../content-model/fill-template";
import { ui } from "../../../../test/support/site-content";
import { ServiceCard } from "../service-card";
import { TeamCard } from "../team-card";

describe("the cards' links", () => {
  it("a service card's «Les mer» tells a screen reader which service it leads to", () => {
    render(<ServiceCard service={{ ...service, icon: "megaphone" }} />);
    const hidden = fillTemplate("serviceReadMoreHidden", ui.serviceReadMoreHidden, {
      tittel: service.title.toLowerCase(),
    });
    expect(screen.getByRole("link", { name: `${ui.serviceReadMore} ${hidden}` })).toHaveAttribute(
      "href",
      `/tjenester/${service.slug}`,
    );
  });

  it("a team card names its e-mail and phone links with the person's first name", async () => {
    render(<TeamCard member={{ ...sara, photo: null }} />);
    const fornavn = sara.name.split(" ")[0] ?? sara.name;
    expect(
      await screen.findByRole("link", { name: fillTemplate("emailPerson", ui.emailPerson, { fornavn }) }),
    ).toHaveAttribute("href", `mailto:${sara.email}`);
    expect(
      await screen.findByRole("link", { name: fillTemplate("callPerson", ui.callPerson, { fornavn }) }),
    ).toHaveAttribute("href", "tel:+4791234567");
  });
});
