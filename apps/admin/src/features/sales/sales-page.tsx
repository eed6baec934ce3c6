import { useStaff } from "../../app/session/session";
import page from "../../components/page.module.css";
import { PriceEndingPanel } from "./price-ending-panel";
import { SalesList } from "./sales-list";
import { salesTexts as texts } from "./texts";

/**
 * /admin/saldos (who may change the catalogue): the sales with their state and products, created,
 * changed and stopped; the price ending, by the owner.
 */
export function Component() {
  const { permissions } = useStaff();
  return (
    <div className={page.page}>
      <h1>{texts.title}</h1>
      <SalesList />
      {permissions.includes("settings.write") && <PriceEndingPanel />}
    </div>
  );
}
