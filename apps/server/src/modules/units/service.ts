import { unitMatches, type Unit, type UnitCreate, type UnitType, type UnitUpdate } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { fromDbJson, newId, nowIso, toDbJson } from '../../db/values';
import { unitInitials } from '../../lib/pinyinInitials';
import { conflict, notFound } from '../../http/errors';
import { findUnitById, findUnitByName, insertUnit, listUnits, updateUnit, type UnitRow } from './repository';

export function toUnit(row: UnitRow): Unit {
  return {
    id: row.id,
    name: row.name,
    type: row.type as UnitType,
    shortNames: fromDbJson<string[]>(row.shortNames),
    initials: fromDbJson<string[]>(row.initials),
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const nameInUse = () => conflict('error.unitNameInUse', { fields: { name: 'error.unitNameInUse' } });

/** Units (承办单位): the organisations that answer proposals; undertaker users belong to one. */
export function unitsService(db: Kysely<DB>) {
  return {
    /** Every unit, or those the query finds by name, short name or pinyin initials. */
    async list(query = ''): Promise<Unit[]> {
      return (await listUnits(db)).map(toUnit).filter((unit) => unitMatches(unit, query));
    },
    async get(id: string): Promise<Unit> {
      const row = await findUnitById(db, id);
      if (!row) throw notFound('error.unitNotFound');
      return toUnit(row);
    },
    async findByName(name: string): Promise<Unit | undefined> {
      const row = await findUnitByName(db, name);
      return row && toUnit(row);
    },
    async create(input: UnitCreate): Promise<Unit> {
      if (await findUnitByName(db, input.name)) throw nameInUse();
      const now = nowIso();
      const row: UnitRow = {
        id: newId(),
        name: input.name,
        type: input.type,
        shortNames: toDbJson(input.shortNames),
        initials: toDbJson(unitInitials(input.name, input.shortNames)),
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await insertUnit(db, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameInUse();
        throw error;
      }
      return toUnit(row);
    },
    async update(id: string, patch: UnitUpdate): Promise<Unit> {
      const current = await findUnitById(db, id);
      if (!current) throw notFound('error.unitNotFound');
      if (patch.name !== undefined && patch.name !== current.name && (await findUnitByName(db, patch.name)))
        throw nameInUse();
      const { shortNames: newShortNames, ...fields } = patch;
      const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const shortNames = newShortNames ?? fromDbJson<string[]>(current.shortNames);
      const names = {
        shortNames: toDbJson(shortNames),
        initials: toDbJson(unitInitials(patch.name ?? current.name, shortNames)),
      };
      try {
        await updateUnit(db, id, { ...changes, ...names, updatedAt: nowIso() });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameInUse();
        throw error;
      }
      return this.get(id);
    },
  };
}
export type UnitsService = ReturnType<typeof unitsService>;
