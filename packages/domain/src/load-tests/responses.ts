// What the answers of both plate-load-test variants share (spec part 3 §3, §7): who recorded the
// test and when, its generated document, and where it was made. The variants add their id and data.
import { z } from 'zod';
import { timestampSchema, userNameSchema } from '../response-parts.js';
import { siteTimeView } from '../site-time-schema.js';

/** The record around a test: project, number, authors, times and the generated PDF. */
export const loadTestRecordView = {
  projectId: z.string(),
  number: z.number(),
  createdAt: timestampSchema,
  ...siteTimeView,
  createdBy: userNameSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  updatedBy: userNameSchema.nullable(),
  /** The generated protocol (GET /file/{id}). */
  document: z.object({ url: z.string() }).nullable(),
};

export const geoCoordinateSchema = z.object({ lat: z.number(), lng: z.number() });
