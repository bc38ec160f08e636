import { z } from 'zod';
import { optionLists } from './option-lists.js';

export * from './option-lists.js';

export type OptionListName = keyof typeof optionLists;
export type OptionValue<N extends OptionListName> = (typeof optionLists)[N][number]['value'];
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;
/** GET /options: every list by name (decision 0225). */
export const optionListsSchema = z.record(z.string(), z.array(optionSchema));

export const optionListNames = Object.keys(optionLists) as OptionListName[];

export function optionValues<N extends OptionListName>(name: N): [OptionValue<N>, ...OptionValue<N>[]] {
  return optionLists[name].map((option) => option.value) as unknown as [OptionValue<N>, ...OptionValue<N>[]];
}

export function optionLabel(name: OptionListName, value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  return (optionLists[name] as readonly Option[]).find((option) => option.value === value)?.label;
}
