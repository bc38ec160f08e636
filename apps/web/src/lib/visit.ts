// This visit of the app, for the offline layer (app/offline), the shell and the project gate.

/** Answers from before this moment come from storage (or an earlier visit), not from this visit. */
const VISIT_STARTED_AT = Date.now();

/** Whether a query's data was answered during this visit (not put back from storage). */
export const answeredThisVisit = (dataUpdatedAt: number) => dataUpdatedAt >= VISIT_STARTED_AT;
