import { AUTH_SESSION_DAYS, CONTACT_MESSAGE_RETENTION_DAYS, IP_RETENTION_DAYS } from "@shop/shared";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import {
  ContactDetails,
  EmailLink,
  ExternalLink,
  LegalPage,
  Section,
  TableOfContents,
  useScrollToHash,
} from "./content-parts";
import { BrowserStorageTable } from "./legal-parts";
import {
  privacySections as portugueseSections,
  privacyTexts as portugueseTexts,
  SHOP_NAME,
} from "./texts";
import { TranslationNotice } from "./translation-notice.en";

const TITLE_ID = "privacidade-titulo";

/** The Privacy Policy in English (privacy-page.tsx has the Portuguese, which prevails). */
export function PrivacyPage() {
  const privacyTexts = useTexts(portugueseTexts);
  const s = useTexts(portugueseSections);
  useDocumentTitle(privacyTexts.title);
  const { settings } = usePersistent();
  useScrollToHash();

  return (
    <LegalPage
      titleId={TITLE_ID}
      title={privacyTexts.title}
      notice={<TranslationNotice />}
      lead={
        <>
          {SHOP_NAME} respects the privacy of those who visit it. This policy explains what personal
          data we collect, what we use them for and how users can exercise their rights.
        </>
      }
    >
      <TableOfContents sections={s} />

      <Section section={s.controller}>
        <p>The controller of the personal data collected on this website is:</p>
        <ContactDetails settings={settings} />
        <p>
          For any question about the processing of their data, users can contact us by email, at{" "}
          <EmailLink settings={settings} />, or by letter, at the address given above.
        </p>
      </Section>

      <Section section={s.consent}>
        <p>
          We process personal data under Regulation (EU) 2016/679 — the General Data Protection
          Regulation (GDPR) — and Law no. 58/2019 (Lei n.º 58/2019) of 8 August, on the following
          grounds:
        </p>
        <ul>
          <li>
            <strong>performance of the contract</strong> (article 6(1)(b) GDPR): the order, the
            payment, the delivery, returns, withdrawal and the customer account;
          </li>
          <li>
            <strong>legal obligation</strong> (point (c)): the invoice and its keeping, the
            guarantee of the items, the complaints book (Livro de Reclamações);
          </li>
          <li>
            <strong>legitimate interest</strong> (point (f)): the security of the shop and the
            prevention of fraud (the limits on attempts and the IP address kept with purchases and
            messages), and answering the messages you send us;
          </li>
          <li>
            <strong>consent</strong> (point (a)): the «Notify me» alerts when a size is back in
            stock, which you can cancel at any time through the link in each email.
          </li>
        </ul>
      </Section>

      <Section section={s.data}>
        <p>We only collect the data needed for the following purposes:</p>
        <ul>
          <li>
            <strong>issuing the invoice</strong>: name, tax number (NIF) and billing address, when
            given;
          </li>
          <li>
            <strong>sending the order</strong>: the recipient's name, the delivery address, email
            and mobile phone number, which the carrier may use to arrange the delivery;
          </li>
          <li>
            <strong>providing the guarantee and after-sales service</strong>: the history of the
            orders, with the items, sizes and amounts;
          </li>
          <li>
            <strong>supporting customers</strong>: the name, the email and the content of the
            messages you send us, including those sent through the{" "}
            <Link to="/contacts">contact page</Link>
            {";"}
          </li>
          <li>
            <strong>managing the customer's account</strong>, when one is created: name, email,
            mobile phone, saved addresses, favourites and shopping cart.
          </li>
        </ul>
        <p>
          Payment card details are entered directly in the payment service provider's form and are
          not kept by {SHOP_NAME}.
        </p>
      </Section>

      <Section section={s.sharing}>
        <p>
          Personal data are not sold, transferred or rented to third parties. They are disclosed
          only as far as necessary to those who process them on our behalf (processors), to the
          carrier in charge of the delivery or, where the law requires it, to the authorities:
        </p>
        <ul>
          <li>
            <strong>Stripe Payments Europe, Ltd.</strong> (Ireland): card payments;
          </li>
          <li>
            <strong>ifthenpay</strong> (Portugal): MULTIBANCO references and MB WAY payments;
          </li>
          <li>
            <strong>InvoiceXpress</strong> (Portugal): issuing the certified invoices;
          </li>
          <li>
            the email sending provider and the server and database hosting provider engaged by{" "}
            {SHOP_NAME}, in the European Union;
          </li>
          <li>the carrier that delivers the order (name, address and mobile phone).</li>
        </ul>
        <p>
          <strong>Transfers outside the European Union:</strong> Stripe may process payment data in
          the United States, through Stripe, Inc., under the EU-U.S. Data Privacy Framework and
          standard contractual clauses approved by the European Commission. No other data leave the
          European Union.
        </p>
      </Section>

      <Section section={s.security}>
        <p>
          Our staff's access to personal data is protected by password and limited to those who need
          it to do their work. We take appropriate technical and organisational measures to protect
          the data against loss, destruction and unauthorised access or disclosure.
        </p>
      </Section>

      <Section section={s.retention}>
        <p>We keep each kind of data only for as long as necessary:</p>
        <ul>
          <li>
            <strong>customer account</strong> (name, email, mobile phone, addresses, favourites):
            while the account is active; erased when you delete it;
          </li>
          <li>
            <strong>orders and invoices</strong>: 10 years, as tax law requires; after the account
            is deleted, only the data the invoice requires;
          </li>
          <li>
            <strong>IP address</strong> kept with purchases and messages: {IP_RETENTION_DAYS} days,
            erased automatically afterwards;
          </li>
          <li>
            <strong>contact messages</strong>: {CONTACT_MESSAGE_RETENTION_DAYS / 365} years, erased
            automatically afterwards (or earlier, with the account, or when you ask us);
          </li>
          <li>
            <strong>emails sent</strong> (a copy in our sending queue): 30 days;
          </li>
          <li>
            <strong>sessions</strong>: up to {AUTH_SESSION_DAYS} days or until you sign out; attempt
            counters (security): one day;
          </li>
          <li>
            <strong>«Notify me» alerts</strong>: until they are sent or cancelled, and 30 days
            after.
          </li>
        </ul>
      </Section>

      <Section section={s.rights}>
        <p>
          Under the GDPR, users have the right of access, rectification, erasure, portability and
          restriction of processing of their personal data, as well as the right to object to the
          processing and to withdraw the consent given.
        </p>
        <p>Users can exercise these rights:</p>
        <ul>
          <li>
            in the customer area, in <Link to="/account/settings">My details</Link>, where they can
            see and correct the account's data and the saved addresses, or{" "}
            <Link to="/account/delete">delete the account</Link>
            {";"}
          </li>
          <li>
            by email, to <EmailLink settings={settings} />.
          </li>
        </ul>
        <p>We answer requests within one month at most, at no cost to the user.</p>
      </Section>

      <Section section={s.authority}>
        <p>
          If they consider that the processing of their data breaches the law, users have the right
          to lodge a complaint with the Comissão Nacional de Proteção de Dados (CNPD, the National
          Data Protection Commission), the Portuguese supervisory authority, at{" "}
          <ExternalLink href="https://www.cnpd.pt">www.cnpd.pt</ExternalLink>.
        </p>
      </Section>

      <Section section={s.cookies}>
        <p>
          The website only uses what is strictly necessary for it to work, with no advertising or
          statistics cookies. This is all the data the shop keeps in your browser:
        </p>
        <BrowserStorageTable label={s.cookies.heading} />
        <p>
          When paying by card, the payment service provider's form may use its own cookies,
          necessary for the security of the payment and the prevention of fraud.
        </p>
        <p>
          Users can block or delete cookies and stored data in their browser's settings. In that
          case, it will not be possible to stay signed in or to keep the cart between visits.
        </p>
      </Section>

      <Section section={s.changes}>
        <p>
          We may update this Privacy Policy to reflect changes in the law or in how the shop works.
          The version in force is always the one published on this page.
        </p>
      </Section>
    </LegalPage>
  );
}
