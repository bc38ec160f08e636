// What a field parser found: the value and where in the normalised text it was read, so the
// reader can tell how sure Tesseract was of exactly those characters.

/** [start, end) in the normalised text. */
export type Span = readonly [start: number, end: number];

export type Found<T> = {
  value: T;
  spans: Span[];
  /** The text around the value makes it doubtful (e.g. a number split by a blank: "2 2,8"). */
  doubtful?: boolean;
};
