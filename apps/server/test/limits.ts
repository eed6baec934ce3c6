/** The answers' statuses of `times` calls sent at once; `call` gets each call's number. */
export async function statusesAtOnce(
  times: number,
  call: (index: number) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const responses = await Promise.all(Array.from({ length: times }, (_, index) => call(index)));
  return responses.map((response) => response.statusCode);
}

/** How many of the answers were checked: every one but a refusal of the limit (429). */
export const checked = (statuses: number[]) => statuses.filter((status) => status !== 429).length;
