import type { ComponentType } from "react";
import {
  createBrowserRouter,
  type LoaderFunction,
  type NonIndexRouteObject,
  type RouteObject,
  redirect,
} from "react-router";
import { LoadingOverlay } from "../components/ui/loading-overlay";
import { RootLayout } from "./root-layout";
import { rootLoader } from "./root-loader";
import type { RouteHandle } from "./route-handle";
import { NotFoundPage } from "./routes/not-found-page";
import { RootError, RouteError } from "./routes/route-error";
import { routeTitles } from "./texts";

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A lazily loaded page: its code is fetched on first visit. The title and the error boundary are
 * declared here, so they hold even when the page's code fails to load.
 */
function page(
  path: string,
  title: string | undefined,
  load: () => Promise<ComponentType | { Component: ComponentType; loader: LoaderFunction }>,
): RouteObject {
  const handle: RouteHandle = title === undefined ? {} : { title };
  return {
    path,
    handle,
    ErrorBoundary: RouteError,
    lazy: async () => {
      try {
        const loaded = await load();
        return "loader" in loaded ? loaded : { Component: loaded };
      } catch (error) {
        // React Router drops a failed `lazy` of a route without loader and renders nothing:
        // throwing while rendering brings the error to the route's boundary instead.
        return { element: <Rethrow error={error} /> };
      }
    },
  };
}

/** Every route of the storefront (spec/product.md, route table). */
export const routes: RouteObject[] = [
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
      page("home", routeTitles.home, () =>
        import("../features/catalog/home/home-page").then((m) => m.HomePage),
      ),
      page("products", routeTitles.products, () =>
        import("../features/catalog/products/products-page").then((m) => m.ProductsPage),
      ),
      // The product's own title is set by its page; its loader answers 404 for an unknown id.
      page("product/:id", undefined, () =>
        import("../features/catalog/product-detail/product-page").then((m) => ({
          Component: m.ProductPage,
          loader: m.productLoader,
        })),
      ),
      page("stores", routeTitles.stores, () =>
        import("../features/stores/stores-page").then((m) => m.StoresPage),
      ),
      page("contacts", routeTitles.contacts, () =>
        import("../features/contact/contact-page").then((m) => m.ContactPage),
      ),
      page("customize", routeTitles.customize, () =>
        import("../features/content/customize-page").then((m) => m.CustomizePage),
      ),
      page("cart", routeTitles.cart, () =>
        import("../features/cart/cart-page").then((m) => m.CartPage),
      ),
      page("checkout", routeTitles.checkout, () =>
        import("../features/checkout/checkout-page").then((m) => m.CheckoutPage),
      ),
      // The sandbox's bank, where a MULTIBANCO reference can be paid by hand (sandbox only).
      page("sandbox/multibanco", routeTitles.sandboxBank, () =>
        import("../features/checkout/sandbox-bank-page").then((m) => m.SandboxBankPage),
      ),
      // Sign and recovery: logged-out visitors only (their loaders send customers on).
      page("sign", routeTitles.sign, () =>
        import("../features/account/sign/sign-page").then((m) => ({
          Component: m.SignPage,
          loader: m.signLoader,
        })),
      ),
      page("sign/recover", routeTitles.recover, () =>
        import("../features/account/recover/recover-page").then((m) => ({
          Component: m.RecoverPage,
          loader: m.recoverLoader,
        })),
      ),
      // The emailed token is checked before the page opens: a bad one shows the 404 page.
      page("sign/recover/:token", routeTitles.recoverToken, () =>
        import("../features/account/recover/recover-token-page").then((m) => ({
          Component: m.RecoverTokenPage,
          loader: m.recoverTokenLoader,
        })),
      ),
      // The account area: its layout (side menu) sends logged-out visitors to /sign.
      {
        ...(page("account", undefined, () =>
          import("../features/account/layout/account-layout").then((m) => ({
            Component: m.AccountLayout,
            loader: m.accountLoader,
          })),
        ) as NonIndexRouteObject),
        children: [
          { index: true, loader: () => redirect("/account/settings"), element: null },
          page("settings", routeTitles.accountSettings, () =>
            import("../features/account/settings/settings-page").then((m) => m.SettingsPage),
          ),
          page("wishlist", routeTitles.accountWishlist, () =>
            import("../features/account/wishlist/wishlist-page").then((m) => m.WishlistPage),
          ),
          page("delete", routeTitles.accountDelete, () =>
            import("../features/account/delete/delete-page").then((m) => m.DeletePage),
          ),
          page("purchases", routeTitles.accountPurchases, () =>
            import("../features/account/purchases/purchases-page").then((m) => m.PurchasesPage),
          ),
        ],
      },
      page("email/confirmation/emailCode/:emailCode", routeTitles.emailConfirmation, () =>
        import("../features/account/email/email-confirmation-page").then(
          (m) => m.EmailConfirmationPage,
        ),
      ),
      // The links of "Avisem-me" emails: each is followed once the page opens.
      page("size-alerts/confirm/:code", routeTitles.sizeAlertConfirm, () =>
        import("../features/size-alerts/alert-link-page").then((m) => m.SizeAlertConfirmPage),
      ),
      page("size-alerts/unsubscribe/:code", routeTitles.sizeAlertUnsubscribe, () =>
        import("../features/size-alerts/alert-link-page").then((m) => m.SizeAlertUnsubscribePage),
      ),
      page("offline", routeTitles.offline, () =>
        import("../features/content/offline-page").then((m) => m.OfflinePage),
      ),
      // The notice sets its own title (the shop's name alone).
      page("maintenance", undefined, () =>
        import("../features/content/maintenance-page").then((m) => m.MaintenancePage),
      ),
      page("about", routeTitles.about, () =>
        import("../features/content/about-page").then((m) => m.AboutPage),
      ),
      page("terms", routeTitles.terms, () =>
        import("../features/content/terms-page").then((m) => m.TermsPage),
      ),
      page("privacy", routeTitles.privacy, () =>
        import("../features/content/privacy-page").then((m) => m.PrivacyPage),
      ),
      {
        path: "*",
        handle: { title: routeTitles.notFound } satisfies RouteHandle,
        Component: NotFoundPage,
        ErrorBoundary: RouteError,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
