import {
  UNIT_TYPES,
  unitCreateBodySchema,
  unitUpdateBodySchema,
  type Unit,
  type UnitCreate,
  type UnitType,
  type UnitUpdate,
} from '@cppcc/contracts';
import { z } from 'zod';
import { joinShortNames, splitShortNames } from './shortNames';

/** The unit dialog's fields as typed: the short names as one text (、 or commas between them). */
export interface UnitForm {
  name: string;
  shortNames: string;
  type: UnitType;
  contactName: string;
  contactPhone: string;
}

export const UNIT_FORM_FIELDS = ['name', 'shortNames', 'type', 'contactName', 'contactPhone'] as const;

export const unitFormOf = (unit: Unit | null): UnitForm => ({
  name: unit?.name ?? '',
  shortNames: joinShortNames(unit?.shortNames ?? []),
  type: unit?.type ?? '政府',
  contactName: unit?.contactName ?? '',
  contactPhone: unit?.contactPhone ?? '',
});

const formShape = z
  .object({
    name: z.string(),
    shortNames: z.string(),
    type: z.enum(UNIT_TYPES),
    contactName: z.string(),
    contactPhone: z.string(),
  })
  .transform((form): unknown => ({ ...form, shortNames: splitShortNames(form.shortNames) }));

/** The form checked by the contracts' own body schemas (one rule, as the server checks it). */
export const createUnitFormSchema: z.ZodType<UnitCreate, UnitForm> = formShape.pipe(unitCreateBodySchema);
export const updateUnitFormSchema: z.ZodType<UnitUpdate, UnitForm> = formShape.pipe(unitUpdateBodySchema);
