/** Each translated Portuguese text object's key: its file and its name. */
const keys = new WeakMap<object, string>();

/**
 * Marks a feature's Portuguese texts with the key its English is registered under, its file and
 * export (`translatable("features/cart/texts.ts#cartTexts", { … })`). The English chunk registers
 * its texts by these keys, not by the Portuguese objects: importing them would split each
 * feature's small texts.ts out of its page's chunk (a Portuguese page would fetch more files).
 */
export function translatable<T extends object>(key: string, texts: T): T {
  keys.set(texts, key);
  return texts;
}

/** A Portuguese text object's key (see `translatable`), if it has an English. */
export function textsKey(texts: object): string | undefined {
  return keys.get(texts);
}
