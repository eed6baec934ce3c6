/**
 * A CSV file's text: UTF-8 when its bytes are (a BOM is dropped), otherwise Windows-1252, what
 * Excel in Portugal writes when saving as «CSV (separado por vírgulas)».
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
