import {
  ErrorCode,
  lisbonDay,
  type SearchReport,
  type SynonymGroup,
  type SynonymInputSchema,
  shiftDay,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { taken } from "../admin/conflicts.ts";
import { normalizeSearchText } from "../catalog/search-words.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { searchReportRepository } from "./search-report.repository.ts";
import { synonymRepository as synonyms } from "./synonyms.repository.ts";
import { synonymTexts as texts } from "./texts.ts";

type SynonymTerms = z.output<typeof SynonymInputSchema>["terms"];
type GroupRow = Awaited<ReturnType<typeof synonyms.lockAll>>[number];

const repeated = (term: string, same: string) => {
  const message = texts.repeated(term, same);
  return new AppError(ErrorCode.VALIDATION, message, { terms: message });
};

/**
 * Refuses a group whose terms read the same as each other once searched (accents and case aside),
 * or the same as a term of another group: the search would not know which group a word is in.
 */
function checkTerms(terms: SynonymTerms, groups: GroupRow[], exceptId = 0) {
  const searched = terms.map(normalizeSearchText);
  searched.forEach((text, index) => {
    const first = searched.indexOf(text);
    if (first < index) throw repeated(terms[index] ?? "", terms[first] ?? "");
  });
  for (const group of groups) {
    if (group.id === exceptId) continue;
    const theirs = new Set(group.terms.map(normalizeSearchText));
    const shared = terms.find((_, index) => theirs.has(searched[index] ?? ""));
    if (shared) throw taken("terms", texts.taken(shared, group.terms));
  }
}

/** What shoppers search (the report) and the synonyms the search reads, kept by the staff. */
export function searchAdmin(db: Kysely<DB>) {
  const log = searchReportRepository(db);

  async function list(): Promise<SynonymGroup[]> {
    const rows = await synonyms.list(db);
    return rows.map((row) => ({
      id: row.id,
      terms: row.terms,
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  /** A change of one group, checked against the others while they are locked. */
  async function change(work: (trx: Transaction<DB>, groups: GroupRow[]) => Promise<void>) {
    await db.transaction().execute(async (trx) => work(trx, await synonyms.lockAll(trx)));
    return list();
  }

  const existing = (groups: GroupRow[], id: number) => {
    const group = groups.find((row) => row.id === id);
    if (!group) throw notFound(texts.notFound);
    return group;
  };

  return {
    /** The last `days` Lisbon days, today included. */
    async report(days: number): Promise<SearchReport> {
      const from = shiftDay(lisbonDay(new Date()), 1 - days);
      return { days, from, ...(await log.report(from)) };
    },

    list,

    create: (actor: StaffActor, terms: SynonymTerms) =>
      change(async (trx, groups) => {
        checkTerms(terms, groups);
        const id = await synonyms.insert(trx, terms);
        await recordAudit(trx, actor, {
          action: "synonym.create",
          entity: "synonym",
          entityId: id,
          after: { terms },
        });
      }),

    update: (actor: StaffActor, id: number, terms: SynonymTerms) =>
      change(async (trx, groups) => {
        const before = existing(groups, id);
        checkTerms(terms, groups, id);
        await synonyms.update(trx, id, terms);
        await recordAudit(trx, actor, {
          action: "synonym.update",
          entity: "synonym",
          entityId: id,
          before: { terms: before.terms },
          after: { terms },
        });
      }),

    remove: (actor: StaffActor, id: number) =>
      change(async (trx, groups) => {
        const before = existing(groups, id);
        await synonyms.delete(trx, id);
        await recordAudit(trx, actor, {
          action: "synonym.delete",
          entity: "synonym",
          entityId: id,
          before: { terms: before.terms },
        });
      }),
  };
}

export type SearchAdmin = ReturnType<typeof searchAdmin>;
