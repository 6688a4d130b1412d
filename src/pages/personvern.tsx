// What the site collects, who receives it, and how a visitor changes their mind. The cookie
// banner links here. Keep the tables in step with what the Tag Manager container loads.
import { type HeadFC } from "gatsby";
import * as React from "react";
import styled from "styled-components";
import { Seo } from "../components/seo/seo";
import { Button } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { consentStore, type ConsentChoice } from "../consent/consent-store";
import { useConsent } from "../consent/use-consent";
import { staticPaths } from "../content-model/routes";
import { useSiteIdentity } from "../hooks/use-site-identity";

/* Lines up with the hero's left edge, at a comfortable reading width. */
const Prose = styled(Container)`
  > * {
    max-width: ${({ theme }) => theme.sizes.narrow};
  }

  h2 {
    margin-top: ${({ theme }) => theme.space.xxl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h2:first-child {
    margin-top: 0;
  }

  ul {
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  a {
    color: ${({ theme }) => theme.colors.fjord};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/* A phone scrolls the table sideways inside this region instead of the whole page. */
const TableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.md};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  caption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const TITLE = "Personvern og informasjonskapsler";
const DESCRIPTION =
  "Hva vi samler inn når du besøker nettstedet, hvem som får opplysningene, og hvordan du endrer valget ditt om informasjonskapsler.";

const choiceLabels: Record<ConsentChoice | "none", string> = {
  accepted: "Du har godtatt informasjonskapsler for statistikk og markedsføring.",
  declined: "Du har avslått informasjonskapsler for statistikk og markedsføring.",
  none: "Du har ikke valgt ennå.",
};

interface StorageRow {
  name: string;
  owner: string;
  purpose: string;
  lifetime: string;
}

export default function PrivacyPage(): React.ReactElement {
  const site = useSiteIdentity();
  const { choice } = useConsent();

  const storage: StorageRow[] = [
    {
      name: "cookie-consent (lokal lagring)",
      owner: site.name,
      purpose: "Husker valget ditt, så vi ikke spør på nytt. Lagres alltid når du velger.",
      lifetime: "Til du sletter det i nettleseren",
    },
    {
      name: "_ga",
      owner: "Google",
      purpose: "Skiller besøkende fra hverandre i statistikken. Bare hvis du godtar.",
      lifetime: "2 år",
    },
    {
      name: "_ga_<id>",
      owner: "Google",
      purpose: "Holder styr på besøket ditt i statistikken. Bare hvis du godtar.",
      lifetime: "2 år",
    },
  ];

  return (
    <>
      <PageHero
        eyebrow="Personvern"
        title={TITLE}
        lead="Her forklarer vi hva vi samler inn når du besøker nettstedet, hvem som får opplysningene, og hvordan du endrer valget ditt."
      />
      <Section tone="white">
        <Prose>
          <h2>Kort fortalt</h2>
          <ul>
            <li>Vi bruker ingen informasjonskapsler for statistikk eller markedsføring før du har valgt.</li>
            <li>Godtar du, bruker vi Google Analytics via Google Tag Manager til å se hvordan nettstedet brukes.</li>
            <li>Avslår du, settes ingen slike informasjonskapsler.</li>
            <li>
              Du kan endre valget når som helst: her på siden, eller med «Innstillinger for informasjonskapsler» nederst
              på alle sider.
            </li>
          </ul>

          <h2>Hvem er ansvarlig</h2>
          <p>
            {site.name} er behandlingsansvarlig for opplysningene som samles inn på dette nettstedet. Spørsmål om
            personvern kan du sende til <a href={`mailto:${site.email}`}>{site.email}</a> eller ta opp med oss på
            telefon <a href={site.phoneHref}>{site.phone}</a>.
          </p>

          <h2>Dette lagres i nettleseren din</h2>
          {/* A scrollable region must be reachable from the keyboard; role and label name it. */}
          <TableScroll tabIndex={0} role="region" aria-labelledby="personvern-lagring">
            <table>
              <caption id="personvern-lagring">Informasjonskapsler og lokal lagring</caption>
              <thead>
                <tr>
                  <th scope="col">Navn</th>
                  <th scope="col">Hvem</th>
                  <th scope="col">Formål</th>
                  <th scope="col">Varighet</th>
                </tr>
              </thead>
              <tbody>
                {storage.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">
                      <code>{row.name}</code>
                    </th>
                    <td>{row.owner}</td>
                    <td>{row.purpose}</td>
                    <td>{row.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>

          <h2>Når du godtar</h2>
          <p>
            Da laster nettleseren Google Tag Manager fra Google, og vi gir samtykke til statistikk og markedsføring i
            Googles samtykkemodus. Google Analytics kan da sette informasjonskapslene over og sende Google opplysninger
            om besøket: hvilke sider du ser, hvor du kom fra, omtrentlig sted (utledet av IP-adressen), og hvilken
            nettleser og enhet du bruker. Google Ireland Limited behandler opplysningene på våre vegne, og de kan bli
            overført til USA etter EUs standardavtaler og EU–US Data Privacy Framework.
          </p>

          <h2>Når du avslår</h2>
          <p>
            Da settes ingen informasjonskapsler for statistikk eller markedsføring. Google Tag Manager lastes likevel,
            men med samtykket avslått. Nettleseren henter da skriptet fra Google, og Google kan få enkle signaler uten
            informasjonskapsler, for eksempel at en side ble vist, sammen med IP-adressen din slik enhver forespørsel
            over nettet har.
          </p>

          <h2>Kontaktskjema og nyhetsbrev</h2>
          <p>
            Når du sender kontaktskjemaet, får vi navnet ditt, e-postadressen, telefonnummeret hvis du oppgir det, emnet
            og meldingen. Opplysningene kommer til innboksen vår på e-post, og vi bruker dem bare til å svare deg.
          </p>
          <p>
            Melder du deg på nyhetsbrevet, lagres e-postadressen din hos Mailchimp (Intuit), som sender nyhetsbrevet for
            oss. Du kan melde deg av med lenken nederst i hvert nyhetsbrev.
          </p>

          <h2 id="endre-valg">Slik endrer du valget ditt</h2>
          <p aria-live="polite">{choiceLabels[choice ?? "none"]}</p>
          <p>
            <Button type="button" variant="primary" onClick={() => consentStore.reopen()}>
              Endre valget ditt
            </Button>
          </p>
          <p>
            Trekker du tilbake samtykket, slutter vi å bruke Google Analytics med en gang og sletter Googles
            informasjonskapsler for dette nettstedet. Du kan også slette informasjonskapsler og lagrede data for
            nettstedet i nettleseren din; da spør vi deg på nytt neste gang.
          </p>

          <h2>Dine rettigheter</h2>
          <p>
            Du har rett til innsyn i opplysningene vi har om deg, og til å få dem rettet eller slettet. Du kan også
            protestere mot eller be oss begrense behandlingen. Ta kontakt på{" "}
            <a href={`mailto:${site.email}`}>{site.email}</a>. Mener du at vi behandler personopplysninger i strid med
            regelverket, kan du klage til <a href="https://www.datatilsynet.no">Datatilsynet</a>.
          </p>
        </Prose>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={staticPaths.privacy} />;
