import { unitMatches, type UnitSearchable } from '@cppcc/contracts';

/** A unit as the pickers offer it: searchable by name, short name (发改委) and pinyin initials (fgw). */
export interface UnitPickOption extends UnitSearchable {
  id: string;
}

/** What a chosen id shows before the list has arrived (or when the unit is gone). */
export const unknownUnit = (id: string): UnitPickOption => ({ id, name: id, shortNames: [], initials: [] });

/** `filterOptions` of a unit Autocomplete: the contracts' rule, the same as the server's unit search. */
export function filterUnits<T extends UnitSearchable>(options: T[], state: { inputValue: string }): T[] {
  return options.filter((option) => unitMatches(option, state.inputValue));
}
