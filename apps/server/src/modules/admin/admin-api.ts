import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop.ts";
import { searchAdminRoutes } from "../admin-search/admin-search.routes.ts";
import { productAdminRoutes } from "../catalog/product-admin.routes.ts";
import { productCsvRoutes } from "../catalog/product-csv.routes.ts";
import { messagesRoutes } from "../contact/messages.routes.ts";
import { contentAdminRoutes } from "../content/content-admin.routes.ts";
import { customersAdminRoutes } from "../customers/customers-admin.routes.ts";
import { dashboardRoutes } from "../dashboard/dashboard.routes.ts";
import { deliveryAdminRoutes } from "../delivery/delivery-admin.routes.ts";
import { discountCodeAdminRoutes } from "../discount-codes/discount-codes.routes.ts";
import { giftCardAdminRoutes } from "../gift-cards/gift-cards.routes.ts";
import { invoiceAdminRoutes } from "../invoices/invoice.routes.ts";
import { pictureRoutes } from "../media/picture.routes.ts";
import { purchaseAdminRoutes } from "../purchase/purchase-admin.routes.ts";
import { returnAdminRoutes } from "../returns/returns.routes.ts";
import { salesAdminRoutes } from "../sales/sales-admin.routes.ts";
import { settingsAdminRoutes } from "../settings/settings-admin.routes.ts";
import { sizeGuideAdminRoutes } from "../size-guides/size-guides.routes.ts";
import { staffManagementRoutes, staffSessionRoutes } from "../staff/staff.routes.ts";
import { guardStaffRoutes } from "../staff/staff-guard.ts";
import { stockAdminRoutes } from "../stock/stock-admin.routes.ts";
import { stockCsvRoutes } from "../stock/stock-csv.routes.ts";
import { reservationAdminRoutes } from "../store-reservations/reservations.routes.ts";
import { taxonomyAdminRoutes } from "../taxonomy/taxonomy-admin.routes.ts";

/**
 * Everything under /api/admin: one scope whose every route is guarded before its input is read
 * (see guardStaffRoutes). A domain adds its back-office calls here.
 */
export async function adminApi(app: FastifyInstance, { shop }: { shop: Shop }) {
  guardStaffRoutes(app, shop.staff.sessions, shop.staff.routes);
  const staffDeps = {
    db: shop.db,
    auth: shop.staff.auth,
    admin: shop.staff.admin,
    sessions: shop.staff.sessions,
    perAddress: shop.perAddress,
  };
  await app.register(staffSessionRoutes, staffDeps);
  await app.register(staffManagementRoutes, staffDeps);
  await app.register(productAdminRoutes, { products: shop.products });
  await app.register(productCsvRoutes, { csv: shop.productCsv });
  await app.register(pictureRoutes, { pictures: shop.pictures });
  await app.register(dashboardRoutes, { db: shop.db });
  await app.register(messagesRoutes, { messages: shop.messages });
  await app.register(taxonomyAdminRoutes, shop.shopData);
  await app.register(searchAdminRoutes, shop.shopData);
  await app.register(sizeGuideAdminRoutes, shop.shopData);
  await app.register(contentAdminRoutes, shop.shopData);
  await app.register(deliveryAdminRoutes, shop.shopData);
  await app.register(settingsAdminRoutes, { db: shop.db });
  await app.register(salesAdminRoutes, { sales: shop.sales.admin });
  await app.register(customersAdminRoutes, { customers: shop.customers });
  await app.register(stockAdminRoutes, { stock: shop.stock });
  await app.register(stockCsvRoutes, { csv: shop.stockCsv });
  await app.register(invoiceAdminRoutes, {
    invoices: shop.invoices,
    onRetry: () => void shop.invoiceWorker.kick(),
  });
  await app.register(purchaseAdminRoutes, {
    orders: shop.orders.admin,
    cancellations: shop.orders.cancellations,
    unconfirmedRefunds: shop.orders.unconfirmedRefunds,
  });
  await app.register(returnAdminRoutes, { returns: shop.returns.admin });
  await app.register(discountCodeAdminRoutes, { discountCodes: shop.discountCodes.admin });
  await app.register(reservationAdminRoutes, { reservations: shop.reservations.admin });
  await app.register(giftCardAdminRoutes, { giftCards: shop.giftCards.admin });
}
