import { z } from "zod";
import {
  parseDayHours,
  type StoreHours,
  storeHoursMessages,
  WEEKDAYS,
  type Weekday,
} from "../store-hours.ts";

// Apart from the hours' rules (store-hours.ts), which the storefront's product cards use: a
// module's schemas are built as soon as anything of it is imported.

const TimeRangeSchema = z.object({
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

/** A store's hours as the API sends them. */
export const StoreHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(TimeRangeSchema)])) as Record<
    Weekday,
    z.ZodArray<typeof TimeRangeSchema>
  >,
);

const DayHoursTextSchema = z
  .string({ error: storeHoursMessages.day })
  .max(100, storeHoursMessages.day)
  .transform((text, context) => {
    const ranges = parseDayHours(text);
    if (ranges === null) context.addIssue({ code: "custom", message: storeHoursMessages.day });
    return ranges ?? [];
  });

/**
 * A store's hours as typed, one text per day (`{ mon: "10:00-19:00", …, sun: "" }`): seven empty
 * days are hours not given (null).
 */
export const StoreHoursTextsSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursTextSchema])) as Record<
      Weekday,
      typeof DayHoursTextSchema
    >,
  )
  .transform((days): StoreHours | null =>
    WEEKDAYS.some((day) => days[day].length > 0) ? days : null,
  );
