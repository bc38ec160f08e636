// A supplier's delivery note read for the delivery form (issue 34 item 2, decision 0641): what
// POST /order/{orderId}/delivery/import answers. It creates nothing: the form is filled with these
// values, the user checks them and saves through POST /order/{orderId}/delivery with `file` as
// attachment. Tonnes are exact decimal text (the note's own digits, never a float).
import { z } from 'zod';
import { calendarDaySchema, uploadedFileSchema } from '../response-parts.js';

export const deliveryImportLineSchema = z.object({
  /** The line's own ID in the note (cbc:ID of the DespatchLine). */
  lineId: z.string(),
  /** Delivered quantity converted to tonnes, exact decimal text; null when the line names none. */
  amountInTons: z.string().nullable(),
  /** The quantity as the note states it, for the user to compare (e.g. "24500 KGM"). */
  quantity: z.object({ value: z.string(), unitCode: z.string() }).nullable(),
  /** The item's name (or description) and the supplier's article number. */
  material: z.string().nullable(),
  articleNumber: z.string().nullable(),
});
export type DeliveryImportLine = z.infer<typeof deliveryImportLineSchema>;

export const deliveryImportSchema = z.object({
  /** The stored file (the user's unattached upload): send it as the delivery's attachment. */
  file: uploadedFileSchema,
  /** The supplier's note number (cbc:ID), for the delivery's reference. */
  reference: z.string(),
  /** The actual delivery date, else the note's issue date. */
  deliveryDate: calendarDaySchema,
  supplier: z.string().nullable(),
  /** The vehicle's registration (RoadTransport/LicensePlateID) where the note gives one. */
  vehicleRegistration: z.string().nullable(),
  /** Every DespatchLine; with several the user picks one. */
  lines: z.array(deliveryImportLineSchema).min(1),
});
export type DeliveryImport = z.infer<typeof deliveryImportSchema>;
