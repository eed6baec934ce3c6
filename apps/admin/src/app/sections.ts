import type { StaffPermission } from "@shop/shared";
import type { RouteObject } from "react-router";
import {
  AuditIcon,
  BannerIcon,
  CategoriesIcon,
  CustomersIcon,
  DashboardIcon,
  DeliveryIcon,
  GiftIcon,
  type Icon,
  MessagesIcon,
  OrdersIcon,
  ProductsIcon,
  PromotionsIcon,
  ReturnsIcon,
  RulerIcon,
  SaleIcon,
  SearchIcon,
  SettingsIcon,
  StockIcon,
  StoreIcon,
  TagIcon,
  TeamIcon,
  TicketIcon,
} from "../components/icons";
import { navTexts } from "./texts";

/**
 * A section of the back office. To add one, add an entry below: the navigation shows it to the
 * roles with its permission, the router guards its pages with the same permission, and each page
 * is fetched on first visit (its own chunk).
 */
export interface Section {
  /** Its address under /admin: `mensagens` is /admin/mensagens. */
  path: string;
  /** Its name in the navigation, also the title of its pages unless a page sets its own. */
  label: string;
  icon: Icon;
  /**
   * Who sees it and may open it (packages/shared staff.ts): those with its permission, or with
   * any one of its permissions; the API checks the same.
   */
  permission: StaffPermission | readonly StaffPermission[];
  /**
   * The heading it sits under in the navigation, with the sections beside it of the same group
   * (listed one after another below); none for a section of its own.
   */
  group?: SectionGroup;
  /**
   * Its pages, relative to `path`, each `lazy: () => import("…")` of a module that exports
   * `Component` (and, when the page needs them, `loader` and `handle`).
   */
  pages: RouteObject[];
}

/** A heading of the navigation that opens to list several sections. */
export interface SectionGroup {
  label: string;
  icon: Icon;
}

/** What changes prices for a time or pays for a purchase: sales, discount codes, gift cards. */
export const PROMOTIONS: SectionGroup = { label: navTexts.promotions, icon: PromotionsIcon };

export const sections: readonly Section[] = [
  {
    path: "painel",
    label: navTexts.dashboard,
    icon: DashboardIcon,
    permission: "dashboard.read",
    pages: [{ index: true, lazy: () => import("../features/dashboard/dashboard-page") }],
  },
  {
    path: "encomendas",
    label: navTexts.orders,
    icon: OrdersIcon,
    // Every order; a store's staff, their store's pickups (the pages show each its own).
    permission: ["orders.read", "pickups.read"],
    pages: [
      { index: true, lazy: () => import("../features/orders/orders-page") },
      { path: "guias", lazy: () => import("../features/orders/packing-slips-page") },
      { path: ":idShort", lazy: () => import("../features/orders/order-page") },
      { path: ":idShort/guia", lazy: () => import("../features/orders/packing-slip-page") },
    ],
  },
  {
    path: "reservas",
    label: navTexts.reservations,
    icon: StoreIcon,
    // Store reservations: a store's staff see their own store's (like pickups).
    permission: "pickups.read",
    pages: [{ index: true, lazy: () => import("../features/reservations/reservations-page") }],
  },
  {
    path: "devolucoes",
    label: navTexts.returns,
    icon: ReturnsIcon,
    permission: "orders.read",
    pages: [{ index: true, lazy: () => import("../features/returns/returns-page") }],
  },
  {
    path: "produtos",
    label: navTexts.products,
    icon: ProductsIcon,
    permission: "catalogue.read",
    pages: [
      { index: true, lazy: () => import("../features/products/products-page") },
      {
        path: "novo",
        handle: { title: "Novo produto" },
        lazy: () => import("../features/products/product-page"),
      },
      { path: ":id", lazy: () => import("../features/products/product-page") },
    ],
  },
  {
    path: "saldos",
    label: navTexts.sales,
    group: PROMOTIONS,
    icon: SaleIcon,
    // Sales change prices, as a product's discount: who may change the catalogue.
    permission: "catalogue.write",
    pages: [{ index: true, lazy: () => import("../features/sales/sales-page") }],
  },
  {
    path: "codigos",
    label: navTexts.discountCodes,
    group: PROMOTIONS,
    icon: TicketIcon,
    // Codes change what orders cost: the staff who keep the catalogue's prices keep them.
    permission: "catalogue.write",
    pages: [{ index: true, lazy: () => import("../features/discount-codes/discount-codes-page") }],
  },
  {
    path: "cartoes-presente",
    label: navTexts.giftCards,
    group: PROMOTIONS,
    icon: GiftIcon,
    // The counter looks a code up and deducts a store purchase; the list needs the orders.
    permission: ["orders.read", "pickups.read"],
    pages: [{ index: true, lazy: () => import("../features/gift-cards/gift-cards-page") }],
  },
  {
    path: "stock",
    label: navTexts.stock,
    icon: StockIcon,
    permission: "catalogue.read",
    pages: [
      { index: true, lazy: () => import("../features/stock/stock-levels-page") },
      { path: "transferencias", lazy: () => import("../features/stock/transfers-page") },
      { path: "stock-baixo", lazy: () => import("../features/stock/low-stock-page") },
      { path: ":productId", lazy: () => import("../features/stock/stock-page") },
    ],
  },
  {
    path: "clientes",
    label: navTexts.customers,
    icon: CustomersIcon,
    permission: "customers.read",
    pages: [
      { index: true, lazy: () => import("../features/customers/customers-page") },
      { path: ":id", lazy: () => import("../features/customers/customer-page") },
      { path: "convidados/:id", lazy: () => import("../features/customers/guest-page") },
    ],
  },
  {
    path: "mensagens",
    label: navTexts.messages,
    icon: MessagesIcon,
    permission: "messages.read",
    pages: [
      { index: true, lazy: () => import("../features/messages/messages-page") },
      { path: ":id", lazy: () => import("../features/messages/message-page") },
    ],
  },
  {
    path: "categorias",
    label: navTexts.categories,
    icon: CategoriesIcon,
    permission: "catalogue.write",
    pages: [{ index: true, lazy: () => import("../features/categories/categories-page") }],
  },
  {
    path: "guias-de-tamanhos",
    label: navTexts.sizeGuides,
    icon: RulerIcon,
    permission: "catalogue.write",
    pages: [{ index: true, lazy: () => import("../features/size-guides/size-guides-page") }],
  },
  {
    path: "marcas-cores-etiquetas",
    label: navTexts.vocabulary,
    icon: TagIcon,
    permission: "catalogue.write",
    pages: [{ index: true, lazy: () => import("../features/vocabulary/vocabulary-page") }],
  },
  {
    path: "pesquisas",
    label: navTexts.search,
    icon: SearchIcon,
    permission: "catalogue.write",
    pages: [{ index: true, lazy: () => import("../features/search/search-page") }],
  },
  {
    path: "destaques",
    label: navTexts.banners,
    icon: BannerIcon,
    permission: "catalogue.write",
    pages: [{ index: true, lazy: () => import("../features/banners/banners-page") }],
  },
  {
    path: "lojas",
    label: navTexts.stores,
    icon: StoreIcon,
    permission: "catalogue.write",
    pages: [{ index: true, lazy: () => import("../features/stores/stores-page") }],
  },
  {
    path: "envios",
    label: navTexts.delivery,
    icon: DeliveryIcon,
    permission: "settings.write",
    pages: [{ index: true, lazy: () => import("../features/delivery/delivery-page") }],
  },
  {
    path: "definicoes",
    label: navTexts.settings,
    icon: SettingsIcon,
    permission: "settings.write",
    pages: [{ index: true, lazy: () => import("../features/settings/settings-page") }],
  },
  {
    path: "equipa",
    label: navTexts.team,
    icon: TeamIcon,
    permission: "staff.manage",
    pages: [{ index: true, lazy: () => import("../features/staff/staff-page") }],
  },
  {
    path: "registo",
    label: navTexts.audit,
    icon: AuditIcon,
    permission: "audit.read",
    pages: [{ index: true, lazy: () => import("../features/audit/audit-page") }],
  },
];
