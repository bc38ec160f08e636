// Pieces every API answer is built from (decision 0225): a stored file, the name of the person
// behind createdBy/updatedBy, timestamps, calendar days and the `{ items }` list envelope. The
// server uses the answers as route `response` schemas (keys not declared are not sent); the web
// takes its types from them.
import { z } from 'zod';

/** An uploaded file as every answer shows it (`url` is GET /file/{id}). */
export const uploadedFileSchema = z.object({ id: z.string(), fileName: z.string(), url: z.string() });
export type UploadedFileView = z.infer<typeof uploadedFileSchema>;

/** Who created or changed something: the display name only (no user id leaves the server). */
export const userNameSchema = z.object({ name: z.string() });
export type UserNameView = z.infer<typeof userNameSchema>;

/** An instant as ISO 8601 text (the server sends `Date#toISOString()`; the web parses when it shows it). */
export const timestampSchema = z.string();
/** A calendar day as yyyy-MM-dd text. */
export const calendarDaySchema = z.string();

/** `{ items: [...] }`, the envelope of every list answer. */
export const itemsOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item) });
