import type { Language, Persistent } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { LanguageProvider, routerBasename } from "../../lib/i18n/language";
import { persistentQuery } from "../../lib/persistent";
import { testPersistent } from "../../lib/test-persistent";

/** The shop's data as the content pages' tests know it. */
export const fakePersistent: Persistent = {
  ...testPersistent({
    contact_name: "Calçado Exemplo, Lda.",
    contact_address: "Rua Augusta, 100, 1100-053 Lisboa",
    contact_nif: "509999990",
    contact_phone: "213 000 000",
    contact_email: "privacidade@exemplo.pt",
  }),
  brands: [],
  countries: [],
  countryGroups: {
    "1": {
      id: 1,
      name: "Portugal Continental",
      price: 4.9,
      deliveryDays: { min: 1, max: 2 },
      freeFrom: null,
    },
    "2": {
      id: 2,
      name: "Resto do Mundo",
      price: 24.9,
      deliveryDays: { min: 5, max: 15 },
      freeFrom: null,
    },
  },
};

/**
 * Renders a page with the persistent data already cached, as the router guarantees: at `path` of
 * the language's router (an English page's under its /en basename, as the app mounts it).
 */
export function renderWithData(page: ReactElement, language: Language = "pt", path = "/") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(persistentQuery.queryKey, fakePersistent);
  const basename = routerBasename(language);
  return render(
    <LanguageProvider value={language}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter basename={basename} initialEntries={[`${basename ?? ""}${path}`]}>
          {page}
        </MemoryRouter>
      </QueryClientProvider>
    </LanguageProvider>,
  );
}
