import type { ReactNode } from "react";
import styles from "./dashboard.module.css";

/**
 * A table of figures (the report's channels and best sellers, the chart's days): its caption,
 * the columns' names (each once), then a row each whose first cell names it. It scrolls on its own on a phone.
 */
export function FiguresTable(props: {
  caption: string;
  columns: string[];
  rows: { key: string; name: ReactNode; cells: ReactNode[] }[];
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, index) => (
                <td key={props.columns[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
