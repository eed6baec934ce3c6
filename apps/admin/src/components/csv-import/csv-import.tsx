import {
  CSV_IMPORT_LIMITS,
  type CsvPreview,
  type CsvPreviewRow,
  type CsvSummary,
  csvMessages,
  csvSummaryText,
} from "@shop/shared";
import { apiErrorOf, FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { apiRequest } from "../../lib/api-client";
import { readCsvFile } from "../../lib/csv-file";
import styles from "./csv-import.module.css";
import { rowsToShow } from "./csv-rows";
import { csvTexts as texts } from "./texts";

interface Chosen {
  name: string;
  csv: string;
  preview: CsvPreview;
}

function Details({ row }: { row: CsvPreviewRow }) {
  const items =
    row.action === "error"
      ? row.problems.map((p) => (p.column === null ? p.message : `${p.column}: ${p.message}`))
      : row.changes.map(
          (c) => `${c.column}: ${c.before || texts.empty} → ${c.after || texts.empty}`,
        );
  if (items.length === 0) return null;
  return (
    <ul className={styles.details}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function PreviewTable({ rows }: { rows: CsvPreviewRow[] }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{texts.lines}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.line}</th>
            <th scope="col">{texts.action}</th>
            <th scope="col">{texts.details}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} data-action={row.action}>
              <td>{row.line}</td>
              <td>
                <span className={styles.action}>{texts.actions[row.action]}</span>
                <span className={styles.label}>{row.label}</span>
              </td>
              <td>
                <Details row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * «Exportar CSV» (a download) and «Importar CSV»: a file chosen is previewed line by line, bad
 * lines named, and imported only when none is bad; `path` is the API's import path (…/import).
 */
export function CsvImportExport(props: {
  exportHref: string;
  exportHint: string;
  path: string;
  mayImport: boolean;
  onImported: () => void;
}) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > CSV_IMPORT_LIMITS.maxBytes)
        throw new Error(csvMessages.tooLarge(CSV_IMPORT_LIMITS.maxBytes));
      const csv = await readCsvFile(file);
      const result = await apiRequest<CsvPreview>(`${props.path}/preview`, { body: { csv } });
      return { name: file.name, csv, preview: result };
    },
    onMutate: () => {
      setChosen(null);
      setStatus(null);
    },
    onSuccess: setChosen,
  });
  const save = useMutation({
    mutationFn: (csv: string) => apiRequest<CsvSummary>(props.path, { body: { csv } }),
    onSuccess: (summary) => {
      setChosen(null);
      setStatus(csvMessages.imported(summary));
      props.onImported();
    },
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) preview.mutate(file);
  };
  const problem = preview.error ?? save.error;
  const lineProblems = Object.values(apiErrorOf(problem)?.fields ?? {});
  const summary = chosen?.preview.summary;
  const writes = summary ? summary.create + summary.update : 0;

  return (
    <section className={styles.csv}>
      <div className={styles.buttons}>
        <a
          className="button button--secondary"
          href={props.exportHref}
          download
          title={props.exportHint}
        >
          {texts.export}
        </a>
        {props.mayImport && (
          <label className="button button--secondary">
            <input
              type="file"
              accept=".csv,text/csv"
              className="visually-hidden"
              onChange={choose}
              disabled={preview.isPending || save.isPending}
            />
            {preview.isPending ? texts.reading : texts.import}
          </label>
        )}
      </div>
      <FormStatus message={status} />
      <FormAlert
        message={
          problem && (
            <>
              {failureMessage(problem, problem.message)}
              {lineProblems.length > 0 && (
                <ul className={styles.details}>
                  {lineProblems.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
            </>
          )
        }
      />
      {chosen && summary && (
        <div className="panel">
          <h2 className={styles.title}>{texts.previewTitle(chosen.name)}</h2>
          <p className={styles.summary}>{csvSummaryText(summary)}</p>
          <p className={summary.error > 0 ? styles.bad : styles.hint}>
            {summary.error > 0
              ? texts.fixFirst
              : writes === 0
                ? texts.nothingToDo
                : texts.previewHint}
          </p>
          {summary.create + summary.update + summary.error > 0 && (
            <PreviewTable rows={rowsToShow(chosen.preview.rows)} />
          )}
          {summary.unchanged > 0 && writes + summary.error > 0 && (
            <p className={styles.hint}>{texts.unchangedLines(summary.unchanged)}</p>
          )}
          <div className={styles.buttons}>
            {summary.error === 0 && writes > 0 && (
              <button
                type="button"
                className="button"
                disabled={save.isPending}
                onClick={() => save.mutate(chosen.csv)}
              >
                {save.isPending ? texts.importing : texts.confirm(writes)}
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setChosen(null)}
            >
              {texts.cancel}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
