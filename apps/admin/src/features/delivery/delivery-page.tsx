import page from "../../components/page.module.css";
import { CountriesPanel } from "./countries-panel";
import { GroupsPanel } from "./groups-panel";
import { deliveryTexts as texts } from "./texts";

/** /admin/envios: delivery groups and their prices, and the countries in each (owner only). */
export function Component() {
  return (
    <div className={page.page}>
      <h1>{texts.title}</h1>
      <GroupsPanel />
      <CountriesPanel />
    </div>
  );
}
