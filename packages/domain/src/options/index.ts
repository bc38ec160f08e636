import { optionLists } from './option-lists.js';
import type { Option } from './option-schema.js';

export * from './option-lists.js';

export type OptionListName = keyof typeof optionLists;
export type OptionValue<N extends OptionListName> = (typeof optionLists)[N][number]['value'];

export const optionListNames = Object.keys(optionLists) as OptionListName[];

export function optionValues<N extends OptionListName>(name: N): [OptionValue<N>, ...OptionValue<N>[]] {
  return optionLists[name].map((option) => option.value) as unknown as [OptionValue<N>, ...OptionValue<N>[]];
}

export function optionLabel(name: OptionListName, value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  return (optionLists[name] as readonly Option[]).find((option) => option.value === value)?.label;
}
