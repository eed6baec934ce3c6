import page from "../../components/page.module.css";
import { CountriesPanel } from "./countries-panel";
import { DispatchPanel } from "./dispatch-panel";
import { GroupsPanel } from "./groups-panel";
import { deliveryTexts as texts } from "./texts";

/**
 * /admin/envios: delivery groups and their prices, the countries in each, and the dispatch cut-off
 * hour (owner only).
 */
export function Component() {
  return (
    <div className={page.page}>
      <h1>{texts.title}</h1>
      <GroupsPanel />
      <CountriesPanel />
      <DispatchPanel />
    </div>
  );
}
