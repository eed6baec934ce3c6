import type { Language, Reservation, Store, StoreHours } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "../../app/english-texts";
import "../../app/english-more";
import { LanguageProvider } from "../../lib/i18n/language";
import { StockTable } from "../catalog/product-detail/stock-table";
import { ReservationDone } from "../reservations/reservation-done";
import { StoreCard } from "./stores-page";

const weekdays = [{ opens: "10:00", closes: "19:00" }];
const hours: StoreHours = {
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat: [{ opens: "10:00", closes: "13:00" }],
  sun: [],
};

const store: Store = {
  id: 2,
  name: "Chiado",
  address: "Rua Garrett 1, Lisboa",
  phone: "",
  mapLink: "",
  thumbnail: "",
  ordering: 1,
  pickup: true,
  hours,
} as Store;

const reservation = {
  title: "Braided leather sandals",
  size: "38",
  store,
  heldUntil: "2026-12-04T18:00:00.000Z",
  payment: "IN_STORE",
  priceCents: 4792,
  email: "ana@example.pt",
} as unknown as Reservation;

const inLanguage = (language: Language, children: ReactNode) =>
  render(<LanguageProvider value={language}>{children}</LanguageProvider>);

/** The words of each language for the week above. */
const WEEK = {
  en: ["Monday to Friday", "Saturday", "Sunday", "Closed"],
  pt: ["Segunda a sexta", "Sábado", "Domingo", "Encerrada"],
} as const;

afterEach(cleanup);

describe.each(["en", "pt"] as const)("a store's opening hours on a %s page", (language) => {
  const other = language === "en" ? WEEK.pt : WEEK.en;

  it("are written in the page's language on the stores page", () => {
    inLanguage(language, <StoreCard store={store} />);
    for (const words of WEEK[language]) expect(screen.getByText(words)).toBeTruthy();
    for (const words of other) expect(screen.queryByText(words)).toBeNull();
  });

  it("are written in the page's language once a reservation is made", () => {
    inLanguage(language, <ReservationDone reservation={reservation} />);
    expect(screen.getByText(`${WEEK[language][0]}: 10:00–19:00`)).toBeTruthy();
    expect(screen.getByText(`${WEEK[language][2]}: ${WEEK[language][3]}`)).toBeTruthy();
  });

  it("say on the product page that a size can be collected today, in the page's language", () => {
    inLanguage(
      language,
      <StockTable
        rows={[]}
        pickupToday={["Chiado"]}
        selectedSize="38"
        status="success"
        onRetry={() => undefined}
      />,
    );
    expect(
      screen.getByText(
        language === "en"
          ? "Ready to collect today at Chiado"
          : "Disponível para levantar hoje em Chiado",
      ),
    ).toBeTruthy();
  });
});
