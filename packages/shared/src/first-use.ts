/**
 * A value built when first asked for. For `Intl` formatters: building one loads ICU's data for
 * its locale or time zone, milliseconds a phone would otherwise spend while a page's scripts start,
 * for formatting the page may never do.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}
