/**
 * A catalogue of messages: texts, or functions of their parameters, grouped in objects. The
 * Portuguese one and its English twin have the same keys (`Translation<typeof pt>`), so a message
 * is translated by where it sits: `messageTranslator(pt, en)` finds a Portuguese message (as the
 * server wrote it, its parameters filled in) and answers the English one at the same key.
 */
export type MessageLeaf = string | ((...args: never[]) => string);
export interface MessageTree {
  readonly [key: string]: MessageLeaf | MessageTree;
}

/** Every message of a catalogue with its key path: `[["account.email", "Introduza…"], …]`. */
export function catalogueEntries(tree: MessageTree, prefix = ""): Array<[string, MessageLeaf]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object"
      ? catalogueEntries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, MessageLeaf]],
  );
}

/** What stands for the i-th parameter while a function's message is turned into a pattern. */
const hole = (index: number) => `\uE000${index}\uE000`;
const HOLE = /\uE000(\d+)\uE000/g;

interface Template {
  pattern: RegExp;
  order: number[];
  arity: number;
  english: (...args: unknown[]) => string;
}

/** A function's message as a pattern capturing its parameters; null when it will not take text. */
function templateOf(portuguese: (...args: unknown[]) => string, english: Template["english"]) {
  const arity = portuguese.length;
  if (arity === 0) return null;
  let text: string;
  try {
    text = portuguese(...Array.from({ length: arity }, (_, index) => hole(index)));
  } catch {
    return null;
  }
  const order: number[] = [];
  const source = text
    .split(HOLE)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      order.push(Number(part));
      return "(.+?)";
    })
    .join("");
  if (order.length === 0) return null;
  return { pattern: new RegExp(`^${source}$`, "s"), order, arity, english } satisfies Template;
}

/**
 * Turns a Portuguese message into its English twin; a message the catalogue does not hold is
 * answered as it came. A function's parameters are translated too when they are messages (the
 * field's name in «Indique: País.»), and numbers come back as numbers.
 */
export function messageTranslator(pt: MessageTree, en: MessageTree): (message: string) => string {
  const english = new Map(catalogueEntries(en));
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, message] of catalogueEntries(pt)) {
    const twin = english.get(key);
    if (typeof message === "string" && typeof twin === "string") exact.set(message, twin);
    if (typeof message === "function" && typeof twin === "function") {
      const template = templateOf(
        message as (...args: unknown[]) => string,
        twin as (...args: unknown[]) => string,
      );
      if (template) templates.push(template);
    }
  }
  const translate = (message: string): string => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const { pattern, order, arity, english: twin } of templates) {
      const match = pattern.exec(message);
      if (!match) continue;
      const args: unknown[] = Array.from({ length: arity });
      order.forEach((parameter, index) => {
        const value = match[index + 1] ?? "";
        args[parameter] = /^\d+$/.test(value) ? Number(value) : translate(value);
      });
      return twin(...args);
    }
    return message;
  };
  return translate;
}
