// Checks shared by the held-out generator's unit tests (not the reader's): a layout's expected
// answer agrees with the values it was drawn from and with the text it printed, its drawings are
// clean and it is photographed seven ways.
import { expect } from 'vitest';
import { decimals, inkInMargins, overlappingCells, printedText } from './heldout-drawing-checks.js';
import { two, type HeldoutExpected, type HeldoutLayout, type HeldoutTruth } from './heldout-layouts.js';
import { heldoutSetLayouts, heldoutTestSet, renderHeldoutSet, truthFor, type HeldoutCase } from './heldout-set.js';

/**
 * Evd is the truth's value, printed with an Evd label; the date and time are the test's, its clock
 * printed as one of `hours`, a separator out of `separators` and the minutes, with the year and day.
 */
export const expectEvdAndTestTime = (
  name: string,
  expected: HeldoutExpected,
  truth: HeldoutTruth,
  text: string,
  hours: string[],
  separators: string,
) => {
  expect(expected.evd).toBe(truth.evd);
  expect(decimals(text), name).toContain(truth.evd);
  expect(text).toMatch(/Evd|EVD/);
  expect(expected.dateTime).toBe(
    `${truth.year}-${two(truth.month)}-${two(truth.day)}T${two(truth.hour)}:${two(truth.minute)}`,
  );
  const clock = `(^|\\D)(${hours.join('|')})[${separators}]${two(truth.minute)}(\\D|$)`;
  expect(text, name).toMatch(new RegExp(clock, 'm'));
  expect(text, name).toMatch(new RegExp(`(${truth.year}|\\.${String(truth.year).slice(2)}\\b)`));
  expect(text, name).toMatch(new RegExp(`(^|\\D)0?${truth.day}\\D`, 'm'));
};

/**
 * The answer's position in degrees and minutes: the truth's whole degrees (printed), the minutes
 * within a thousandth of the printed rounding (tenths of seconds, 3–6 decimals) and to 4 decimals.
 */
export const expectPrintedPosition = (name: string, expected: HeldoutExpected, truth: HeldoutTruth, text: string) => {
  const { latitude, longitude } = expected;
  if (latitude === 'absent' || longitude === 'absent') throw new Error(`${name}: position missing`);
  expect(latitude.latG).toBe(Math.floor(truth.lat));
  expect(longitude.lngG).toBe(Math.floor(truth.lng));
  expect(text).toContain(String(latitude.latG));
  expect(Math.abs(latitude.latM - (truth.lat % 1) * 60)).toBeLessThan(0.001);
  expect(Math.abs(longitude.lngM - (truth.lng % 1) * 60)).toBeLessThan(0.001);
  for (const minutes of [latitude.latM, longitude.lngM]) expect(Math.round(minutes * 10_000) / 10_000).toBe(minutes);
};

/** Every case's drawing renders with no text in the margins or over another cell. */
export const expectCleanDrawings = async (cases: HeldoutCase[], layoutOf: (name: string) => HeldoutLayout) => {
  for (const testCase of cases) {
    const drawing = layoutOf(testCase.layout).draw(truthFor(testCase.seed));
    expect(overlappingCells(drawing), testCase.name).toEqual([]);
    expect(await inkInMargins(drawing), testCase.name).toBe(0);
  }
};

/** A layout's seven photographs: PNG for the flat and the turned shot, JPEG for the others, none tiny. */
export const expectSevenPhotographs = async (cases: HeldoutCase[]) => {
  const rendered = await renderHeldoutSet(cases);
  expect(rendered.map((r) => r.format)).toEqual(['png', 'jpeg', 'jpeg', 'jpeg', 'png', 'jpeg', 'jpeg']);
  for (const { image } of rendered) expect(image.length).toBeGreaterThan(10_000);
};

/** No position expected and none printed: no degrees, no truth coordinates, no "N 52…"-like pair. */
export const expectNoPrintedPosition = (name: string, expected: HeldoutExpected, truth: HeldoutTruth, text: string) => {
  expect(expected.latitude).toBe('absent');
  expect(expected.longitude).toBe('absent');
  expect(text, name).not.toMatch(/\d ?°\s?\d|\d[.,]\d+ ?°/);
  for (const value of [truth.lat, truth.lng])
    for (const printed of [value.toFixed(3), value.toFixed(3).replace('.', ',')])
      expect(text, name).not.toContain(printed);
  expect(text, name).not.toMatch(/(^|\s)[NEO] ?\d/m);
};

/**
 * The traps on a page: at least four other decimal numbers than the Evd, among them the mean
 * settlement; s/v and a required (or converted) value printed as `sv` and `required` match; and a
 * date or a clock that is not the test's.
 */
export const expectTraps = (name: string, truth: HeldoutTruth, text: string, sv: RegExp, required: RegExp) => {
  const others = decimals(text).filter((value) => value !== truth.evd);
  expect(others.length, name).toBeGreaterThanOrEqual(4);
  expect(others, name).toContain(truth.settlement);
  expect(text, name).toMatch(sv);
  expect(text, name).toMatch(required);
  const testClock = `${two(truth.hour)}:${two(truth.minute)}`;
  const clocks = [...text.matchAll(/\b\d{2}:\d{2}\b/g)].map((m) => m[0]);
  const dates = [
    ...text.matchAll(
      /\b\d{1,2}\.\d{2}\.\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{2}\/\d{2}\/\d{4}\b|\b\d{1,2}\. \p{L}+ \d{4}/gu,
    ),
  ];
  const testDay = new RegExp(`^0?${truth.day}\\.|-${two(truth.day)}$|^${two(truth.month)}/${two(truth.day)}/`);
  const otherClock = clocks.some((c) => c !== testClock);
  const otherDate = dates.some((d) => !testDay.test(d[0]));
  expect(otherClock || otherDate, name).toBe(true);
};

/**
 * A batch's layouts by name, its cases in the set (and the flat scans among them), the text a case's
 * drawing prints and the cells a drawing prints them in.
 */
export const batchOf = (layouts: HeldoutLayout[]) => {
  const names = new Set(layouts.map((layout) => layout.name));
  const layoutOf = (name: string) => layouts.find((layout) => layout.name === name)!;
  const cases = heldoutTestSet().filter((testCase) => names.has(testCase.layout));
  return {
    names,
    cases,
    flatShots: cases.filter((testCase) => testCase.shot.kind === 'scan'),
    layoutOf,
    textOf: (name: string, seed: number) => printedText(layoutOf(name).draw(truthFor(seed))),
    cellsOf: (name: string, truth: HeldoutTruth) =>
      layoutOf(name)
        .draw(truth)
        .lines.flatMap((line) => line.cells),
  };
};

/** The printed position's answer, or none where the layout prints no position. */
export const expectPositionOrNone = (
  name: string,
  expected: HeldoutExpected,
  truth: HeldoutTruth,
  text: string,
  printed: boolean,
) => (printed ? expectPrintedPosition : expectNoPrintedPosition)(name, expected, truth, text);

/** The traps (`expectTraps`) on every flat shot of a batch. */
export const expectTrapsOnFlatShots = (
  cases: HeldoutCase[],
  textOf: (name: string, seed: number) => string,
  sv: RegExp,
  required: RegExp,
) => {
  for (const testCase of cases.filter((c) => c.shot.kind === 'scan'))
    expectTraps(testCase.name, truthFor(testCase.seed), textOf(testCase.layout, testCase.seed), sv, required);
};

/**
 * A batch appended after the earlier layouts: new names (also ignoring case, spaces and
 * punctuation), seven cases each with seeds after the earlier layouts', which keep their place and
 * seeds (`1000 + 100 · layout + shot`). Only this batch and the layouts before it are checked, so a
 * later batch appended after it changes nothing here.
 */
export const expectAppendedBatch = (layouts: HeldoutLayout[]) => {
  const names = new Set(layouts.map((layout) => layout.name));
  const start = heldoutSetLayouts.indexOf(layouts[0]!);
  expect(start).toBeGreaterThanOrEqual(0);
  const earlier = heldoutSetLayouts.slice(0, start);
  const upTo = heldoutSetLayouts.slice(0, start + layouts.length);
  expect(upTo.slice(start)).toEqual(layouts);
  expect(earlier.some((layout) => names.has(layout.name))).toBe(false);
  const key = (name: string) => name.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');
  const earlierKeys = new Set(earlier.map((layout) => key(layout.name)));
  for (const name of names) expect(earlierKeys.has(key(name)), name).toBe(false);
  expect(names.size).toBe(layouts.length);
  const set = heldoutTestSet().slice(0, 7 * upTo.length);
  expect(set.map((testCase) => testCase.layout)).toEqual(upTo.flatMap((layout) => Array<string>(7).fill(layout.name)));
  expect(set.map((testCase) => testCase.seed)).toEqual(
    upTo.flatMap((_, index) => [0, 1, 2, 3, 4, 5, 6].map((shot) => 1000 + 100 * index + shot)),
  );
};

/** Each case with its truth, drawing, printed text and expected answer, which is the case's. */
export const drawnCases = (cases: HeldoutCase[], layoutOf: (name: string) => HeldoutLayout) =>
  cases.map((testCase) => {
    const truth = truthFor(testCase.seed);
    const layout = layoutOf(testCase.layout);
    const expected = layout.expected(truth);
    const drawing = layout.draw(truth);
    expect(expected, testCase.name).toEqual(testCase.expected);
    return { testCase, truth, expected, drawing, text: printedText(drawing) };
  });

/** The test's values as the batches' tests look for them in the printed text. */
export const evdComma = (value: number) => value.toFixed(1).replace('.', ',');
export const testClock = (t: HeldoutTruth) => `${two(t.hour)}:${two(t.minute)}`;
export const withSeconds = (t: HeldoutTruth) => `${testClock(t)}:${two(t.second)}`;
export const germanDate = (t: HeldoutTruth) => `${two(t.day)}.${two(t.month)}.${t.year}`;
export const isoDate = (t: HeldoutTruth) => `${t.year}-${two(t.month)}-${two(t.day)}`;

/**
 * Each case with its truth, drawing, printed text and expected answer, after the checks every
 * layout that prints a test shares: the answer is the case's, its Evd the truth's (printed with an
 * Evd label) and its date and time the test's.
 */
export const answeredCases = (cases: HeldoutCase[], layoutOf: (name: string) => HeldoutLayout) =>
  drawnCases(cases, layoutOf).map(({ testCase, truth, expected, drawing, text }) => {
    expect(expected.evd, testCase.name).toBe(truth.evd);
    expect(text, testCase.name).toMatch(/Evd/);
    expect(expected.dateTime, testCase.name).toBe(
      `${truth.year}-${two(truth.month)}-${two(truth.day)}T${two(truth.hour)}:${two(truth.minute)}`,
    );
    return { testCase, truth, expected, drawing, text };
  });

/**
 * A held-out batch appended at `position` (`expectAppendedBatch`): ten layouts, their seventy cases
 * right after the earlier layouts' in the set, all in `half` (held out as written; development once
 * a tuning round took it), seeds from `1000 + 100 · position`.
 */
export const expectHeldoutBatchAt = (
  layouts: HeldoutLayout[],
  position: number,
  half: HeldoutLayout['half'] = 'heldout',
) => {
  expectAppendedBatch(layouts);
  expect(layouts).toHaveLength(10);
  expect(heldoutSetLayouts.indexOf(layouts[0]!)).toBe(position);
  const names = new Set(layouts.map((layout) => layout.name));
  const cases = heldoutTestSet().slice(7 * position, 7 * (position + layouts.length));
  expect(cases.every((testCase) => names.has(testCase.layout))).toBe(true);
  expect(cases.map((testCase) => [testCase.half, testCase.seed % 100])).toEqual(
    layouts.flatMap(() => [0, 1, 2, 3, 4, 5, 6].map((shot) => [half, shot])),
  );
  expect(cases[0]!.seed).toBe(1000 + 100 * position);
  return cases;
};

/**
 * Every case's answer as printed: its Evd the truth's, printed as a decimal with an Evd label; its
 * date and time the test's, printed as `printed` says the layout writes them; its position checked
 * by `position` (the printed position's answer unless told otherwise).
 */
export const expectPrintedAnswers = (
  cases: HeldoutCase[],
  layoutOf: (name: string) => HeldoutLayout,
  printed: Record<string, (t: HeldoutTruth) => [string, string]>,
  position: (
    name: string,
    expected: HeldoutExpected,
    truth: HeldoutTruth,
    text: string,
  ) => void = expectPrintedPosition,
) => {
  for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
    expect(expected.evd, testCase.name).toBe(truth.evd);
    expect(decimals(text), testCase.name).toContain(truth.evd);
    expect(text, testCase.name).toMatch(/Evd|EVD/);
    expect(expected.dateTime).toBe(`${isoDate(truth)}T${testClock(truth)}`);
    const [date, time] = printed[testCase.layout]!(truth);
    expect(text, testCase.name).toContain(date);
    expect(text, testCase.name).toContain(time);
    position(testCase.name, expected, truth, text);
  }
};

/**
 * Reading a case's printed position back from its text: `near` checks a printed position (degrees
 * and minutes) against the truth, `answers` that the expected answer is the printed position to four
 * decimals of a minute, `seconds` both for degrees, minutes and seconds; `number` reads a decimal
 * comma or point, `decimal` splits decimal degrees into degrees and minutes.
 */
export const positionReadBack = (name: string, truth: HeldoutTruth, expected: HeldoutExpected) => {
  const near = (degrees: number, minutes: number, want: number, within: number) =>
    expect(Math.abs(degrees + minutes / 60 - want), name).toBeLessThan(within);
  const answers = (latG: number, latMinutes: number, lngG: number, lngMinutes: number) =>
    expect(expected, name).toMatchObject({
      latitude: { latG, latM: expect.closeTo(latMinutes, 4) },
      longitude: { lngG, lngM: expect.closeTo(lngMinutes, 4) },
    });
  const number = (text: string) => Number(text.replace(',', '.'));
  const decimal = (text: string): [number, number] => {
    const degrees = number(text);
    return [Math.floor(degrees), (degrees - Math.floor(degrees)) * 60];
  };
  const seconds = (g: string, m: string, s: string, lg: string, lm: string, ls: string) => {
    near(Number(g), Number(m) + number(s) / 60, truth.lat, 0.00002);
    near(Number(lg), Number(lm) + number(ls) / 60, truth.lng, 0.00002);
    answers(Number(g), Number(m) + number(s) / 60, Number(lg), Number(lm) + number(ls) / 60);
  };
  return { near, answers, number, decimal, seconds };
};
