// The API error object (spec part 1 §3): every non-OK answer of /backend/api carries it.
export type Violation = { propertyPath: string; title: string };

export type ApiErrorBody = {
  message: string;
  code: number;
  payload: { violations?: Violation[] } & Record<string, unknown>;
};
