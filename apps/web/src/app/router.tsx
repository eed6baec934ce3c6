import {
  ENGLISH_BASE,
  type Language,
  routeTitles as portugueseTitles,
  routerPathIn,
  TRANSLATED_PATHS,
  type Translation,
} from "@shop/shared";
import type { ComponentType } from "react";
import {
  type LoaderFunction,
  type LoaderFunctionArgs,
  type NonIndexRouteObject,
  type RouteObject,
  redirect,
} from "react-router";
import { LoadingOverlay } from "../components/ui/loading-overlay";
import { PageLoading } from "../components/ui/page-loading";
import { withEnglishMore } from "../lib/i18n/english-more";
import { textsIn } from "../lib/i18n/use-texts";
import { RootLayout } from "./root-layout";
import { rootLoader } from "./root-loader";
import type { RouteHandle } from "./route-handle";
import { NOT_FOUND_MODULE, NotFoundPage, notFoundLoader } from "./routes/not-found-page";
import { RootError, RouteError } from "./routes/route-error";

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A lazily loaded page: its code is fetched on first visit. The title and the error boundary are
 * declared here, so they hold even when the page's code fails to load. `module` is the page's
 * source file, whose built script and styles the server links in the pages it renders. A page
 * that needs the customer (`clientOnly`) is left to the browser: the server renders
 * 'Carregando...' in its place. `preloads`: the modules the page's loader preloads (RouteHandle).
 */
function page(
  path: string,
  title: string | undefined,
  module: string,
  load: () => Promise<ComponentType | { Component: ComponentType; loader: LoaderFunction }>,
  { clientOnly = false, preloads = [] as string[], englishFirstLoad = false } = {},
): RouteObject {
  const handle: RouteHandle = { module, ...(title === undefined ? {} : { title }) };
  if (clientOnly) handle.clientOnly = true;
  if (preloads.length > 0) handle.preloads = preloads;
  if (englishFirstLoad) handle.englishFirstLoad = true;
  // An English page's texts beyond the home page's first load come with its code.
  const loadPage = englishFirstLoad ? load : withEnglishMore(load);
  return {
    path,
    handle,
    ErrorBoundary: RouteError,
    ...(clientOnly ? { HydrateFallback: PageLoading } : {}),
    lazy: async () => {
      try {
        const loaded = await loadPage();
        return "loader" in loaded ? loaded : { Component: loaded };
      } catch (error) {
        // React Router drops a failed `lazy` of a route without loader and renders nothing:
        // throwing while rendering brings the error to the route's boundary instead.
        return { element: <Rethrow error={error} /> };
      }
    },
  };
}

/** A page that needs the customer (their cart, account or session). */
const CLIENT_ONLY = { clientOnly: true };

/**
 * A route tree's paths in a language: the English tree (under the /en basename) names the
 * segments written in Portuguese in English (`acessibilidade` → `accessibility`), as
 * `pagePathIn` maps addresses.
 */
function translatePaths(tree: RouteObject[], language: Language, parent = ""): RouteObject[] {
  if (language === "pt") return tree;
  return tree.map((route) => {
    const full = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/^\/+/, "/");
    const path =
      route.path === undefined || route.path === "/"
        ? route.path
        : routerPathIn(full, language).slice(parent.length + 1);
    const children =
      route.children && translatePaths(route.children, language, full === "/" ? "" : full);
    return {
      ...route,
      ...(path === undefined ? {} : { path }),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}

/**
 * On an English page, an address with a segment in Portuguese (`/en/encomenda/…`, a link of a
 * feature not translated yet) leads to the English one (`/en/order/…`).
 */
const toEnglishSegments: RouteObject[] = TRANSLATED_PATHS.map(([portuguese]) => ({
  path: `${portuguese.slice(1)}/*`,
  loader: ({ request }: LoaderFunctionArgs) => {
    const { pathname, search } = new URL(request.url);
    return redirect(routerPathIn(pathname.slice(ENGLISH_BASE.length), "en") + search);
  },
  element: null,
}));

/**
 * Every route of the storefront (spec/product.md, route table), in the page's language: the
 * titles in it, and the paths the English router has under /en.
 */
export function storefrontRoutes(language: Language): RouteObject[] {
  const routeTitles = textsIn(portugueseTitles, language);
  const routes = translatePaths(tree(routeTitles, language), language);
  if (language === "pt") return routes;
  const [root] = routes as [NonIndexRouteObject];
  return [{ ...root, children: [...toEnglishSegments, ...(root.children ?? [])] }];
}

function tree(
  routeTitles: Translation<typeof portugueseTitles>,
  language: Language,
): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      loader: rootLoader,
      // The persistent data and the online check run before every navigation.
      shouldRevalidate: () => true,
      HydrateFallback: LoadingOverlay,
      Component: RootLayout,
      ErrorBoundary: RootError,
      children: [
        { index: true, loader: () => redirect("/home"), element: null },
        page(
          "home",
          routeTitles.home,
          "src/features/catalog/home/home-page.tsx",
          () =>
            import("../features/catalog/home/home-page").then((m) => ({
              Component: m.HomePage,
              loader: m.homeLoader,
            })),
          {
            englishFirstLoad: true,
            preloads: [
              "src/features/catalog/home/banner-carousel.tsx",
              "src/features/catalog/home/product-carousel.tsx",
            ],
          },
        ),
        page(
          "products",
          routeTitles.products,
          "src/features/catalog/products/products-page.tsx",
          () =>
            import("../features/catalog/products/products-page").then((m) => ({
              Component: m.ProductsPage,
              loader: m.productsLoader,
            })),
        ),
        // The product's own title is set by its page; its loader answers 404 for an unknown id.
        page("product/:id", undefined, "src/features/catalog/product-detail/product-page.tsx", () =>
          import("../features/catalog/product-detail/product-page").then((m) => ({
            Component: m.ProductPage,
            loader: m.productLoader,
          })),
        ),
        page("stores", routeTitles.stores, "src/features/stores/stores-page.tsx", () =>
          import("../features/stores/stores-page").then((m) => m.StoresPage),
        ),
        page("contacts", routeTitles.contacts, "src/features/contact/contact-page.tsx", () =>
          import("../features/contact/contact-page").then((m) => m.ContactPage),
        ),
        // The made-to-measure page's prose is written per language, like the legal pages' below.
        language === "en"
          ? page(
              "customize",
              routeTitles.customize,
              "src/features/content/customize-page.en.tsx",
              () => import("../features/content/customize-page.en").then((m) => m.CustomizePage),
            )
          : page(
              "customize",
              routeTitles.customize,
              "src/features/content/customize-page.tsx",
              () => import("../features/content/customize-page").then((m) => m.CustomizePage),
            ),
        page(
          "cart",
          routeTitles.cart,
          "src/features/cart/cart-page.tsx",
          () => import("../features/cart/cart-page").then((m) => m.CartPage),
          CLIENT_ONLY,
        ),
        page(
          "checkout",
          routeTitles.checkout,
          "src/features/checkout/checkout-page.tsx",
          () => import("../features/checkout/checkout-page").then((m) => m.CheckoutPage),
          CLIENT_ONLY,
        ),
        // The sandbox's bank, where a MULTIBANCO reference can be paid by hand (sandbox only).
        page(
          "sandbox/multibanco",
          routeTitles.sandboxBank,
          "src/features/checkout/sandbox-bank-page.tsx",
          () => import("../features/checkout/sandbox-bank-page").then((m) => m.SandboxBankPage),
          CLIENT_ONLY,
        ),
        // Sign and recovery: logged-out visitors only (their loaders send customers on).
        page(
          "sign",
          routeTitles.sign,
          "src/features/account/sign/sign-page.tsx",
          () =>
            import("../features/account/sign/sign-page").then((m) => ({
              Component: m.SignPage,
              loader: m.signLoader,
            })),
          CLIENT_ONLY,
        ),
        page(
          "sign/recover",
          routeTitles.recover,
          "src/features/account/recover/recover-page.tsx",
          () =>
            import("../features/account/recover/recover-page").then((m) => ({
              Component: m.RecoverPage,
              loader: m.recoverLoader,
            })),
          CLIENT_ONLY,
        ),
        // The emailed token is checked before the page opens: a bad one shows the 404 page.
        page(
          "sign/recover/:token",
          routeTitles.recoverToken,
          "src/features/account/recover/recover-token-page.tsx",
          () =>
            import("../features/account/recover/recover-token-page").then((m) => ({
              Component: m.RecoverTokenPage,
              loader: m.recoverTokenLoader,
            })),
          CLIENT_ONLY,
        ),
        // The account area: its layout (side menu) sends logged-out visitors to /sign.
        {
          ...(page(
            "account",
            undefined,
            "src/features/account/layout/account-layout.tsx",
            () =>
              import("../features/account/layout/account-layout").then((m) => ({
                Component: m.AccountLayout,
                loader: m.accountLoader,
              })),
            CLIENT_ONLY,
          ) as NonIndexRouteObject),
          children: [
            { index: true, loader: () => redirect("/account/settings"), element: null },
            page(
              "settings",
              routeTitles.accountSettings,
              "src/features/account/settings/settings-page.tsx",
              () =>
                import("../features/account/settings/settings-page").then((m) => m.SettingsPage),
            ),
            page(
              "wishlist",
              routeTitles.accountWishlist,
              "src/features/account/wishlist/wishlist-page.tsx",
              () =>
                import("../features/account/wishlist/wishlist-page").then((m) => m.WishlistPage),
            ),
            page(
              "delete",
              routeTitles.accountDelete,
              "src/features/account/delete/delete-page.tsx",
              () => import("../features/account/delete/delete-page").then((m) => m.DeletePage),
            ),
            page(
              "purchases",
              routeTitles.accountPurchases,
              "src/features/account/purchases/purchases-page.tsx",
              () =>
                import("../features/account/purchases/purchases-page").then((m) => m.PurchasesPage),
            ),
          ],
        },
        page(
          "email/confirmation/emailCode/:emailCode",
          routeTitles.emailConfirmation,
          "src/features/account/email/email-confirmation-page.tsx",
          () =>
            import("../features/account/email/email-confirmation-page").then(
              (m) => m.EmailConfirmationPage,
            ),
          CLIENT_ONLY,
        ),
        // The links of "Avisem-me" emails: each is followed once the page opens.
        page(
          "size-alerts/confirm/:code",
          routeTitles.sizeAlertConfirm,
          "src/features/size-alerts/alert-link-page.tsx",
          () =>
            import("../features/size-alerts/alert-link-page").then((m) => m.SizeAlertConfirmPage),
          CLIENT_ONLY,
        ),
        page(
          "size-alerts/unsubscribe/:code",
          routeTitles.sizeAlertUnsubscribe,
          "src/features/size-alerts/alert-link-page.tsx",
          () =>
            import("../features/size-alerts/alert-link-page").then(
              (m) => m.SizeAlertUnsubscribePage,
            ),
          CLIENT_ONLY,
        ),
        // A gift card's balance, expiry and movements, by its code.
        page(
          "cartao-presente",
          routeTitles.giftCard,
          "src/features/gift-cards/gift-card-page.tsx",
          () => import("../features/gift-cards/gift-card-page").then((m) => m.GiftCardPage),
        ),
        // The gift card as a product: value, recipient, message and day, into the cart.
        page(
          "cartao-presente/oferecer",
          routeTitles.giftCardBuy,
          "src/features/gift-cards/gift-card-buy-page.tsx",
          () => import("../features/gift-cards/gift-card-buy-page").then((m) => m.GiftCardBuyPage),
        ),
        // The link of a store reservation's email: shows it, and cancels it on request.
        page(
          "reservas/:code",
          routeTitles.storeReservation,
          "src/features/reservations/reservation-link-page.tsx",
          () =>
            import("../features/reservations/reservation-link-page").then(
              (m) => m.ReservationLinkPage,
            ),
          CLIENT_ONLY,
        ),
        // After paying: the confirmation, by a new order link the checkout asked for its buyer.
        page(
          "encomenda/confirmada/:token",
          routeTitles.orderConfirmed,
          "src/features/order/confirmation-page.tsx",
          () => import("../features/order/confirmation-page").then((m) => m.ConfirmationPage),
          CLIENT_ONLY,
        ),
        // The order page of a purchase email's link: for guests too, never for search engines.
        page(
          "encomenda/:token",
          routeTitles.orderPage,
          "src/features/order/order-page.tsx",
          () => import("../features/order/order-page").then((m) => m.OrderPagePage),
          CLIENT_ONLY,
        ),
        page("offline", routeTitles.offline, "src/features/content/offline-page.tsx", () =>
          import("../features/content/offline-page").then((m) => m.OfflinePage),
        ),
        // The notice sets its own title (the shop's name alone).
        page("maintenance", undefined, "src/features/content/maintenance-page.tsx", () =>
          import("../features/content/maintenance-page").then((m) => m.MaintenancePage),
        ),
        // The legal pages' prose is written per language: the English is a module of its own.
        language === "en"
          ? page("about", routeTitles.about, "src/features/content/about-page.en.tsx", () =>
              import("../features/content/about-page.en").then((m) => m.AboutPage),
            )
          : page("about", routeTitles.about, "src/features/content/about-page.tsx", () =>
              import("../features/content/about-page").then((m) => m.AboutPage),
            ),
        language === "en"
          ? page("terms", routeTitles.terms, "src/features/content/terms-page.en.tsx", () =>
              import("../features/content/terms-page.en").then((m) => m.TermsPage),
            )
          : page("terms", routeTitles.terms, "src/features/content/terms-page.tsx", () =>
              import("../features/content/terms-page").then((m) => m.TermsPage),
            ),
        language === "en"
          ? page("privacy", routeTitles.privacy, "src/features/content/privacy-page.en.tsx", () =>
              import("../features/content/privacy-page.en").then((m) => m.PrivacyPage),
            )
          : page("privacy", routeTitles.privacy, "src/features/content/privacy-page.tsx", () =>
              import("../features/content/privacy-page").then((m) => m.PrivacyPage),
            ),
        page(
          "livre-resolucao",
          routeTitles.withdrawal,
          "src/features/withdrawal/withdrawal-page.tsx",
          () => import("../features/withdrawal/withdrawal-page").then((m) => m.WithdrawalPage),
          CLIENT_ONLY,
        ),
        language === "en"
          ? page(
              "acessibilidade",
              routeTitles.accessibility,
              "src/features/content/accessibility-page.en.tsx",
              () =>
                import("../features/content/accessibility-page.en").then(
                  (m) => m.AccessibilityPage,
                ),
            )
          : page(
              "acessibilidade",
              routeTitles.accessibility,
              "src/features/content/accessibility-page.tsx",
              () =>
                import("../features/content/accessibility-page").then((m) => m.AccessibilityPage),
            ),
        // The product card's states side by side, for whoever changes the card: never built for the shop.
        ...(import.meta.env.DEV
          ? [
              page("dev/cards", "Cartões", "src/features/catalog/dev/cards-page.tsx", () =>
                import("../features/catalog/dev/cards-page").then((m) => m.DevCardsPage),
              ),
            ]
          : []),
        {
          path: "*",
          // The ways on load apart from the shell: their styles and script go into the page.
          handle: {
            title: routeTitles.notFound,
            module: NOT_FOUND_MODULE,
          } satisfies RouteHandle,
          loader: notFoundLoader,
          Component: NotFoundPage,
          ErrorBoundary: RouteError,
        },
      ],
    },
  ];
}
