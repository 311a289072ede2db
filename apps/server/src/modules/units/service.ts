import type { Unit, UnitCreate, UnitType, UnitUpdate } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { newId, nowIso } from '../../db/values';
import { conflict, notFound } from '../../http/errors';
import { findUnitById, findUnitByName, insertUnit, listUnits, updateUnit, type UnitRow } from './repository';

export function toUnit(row: UnitRow): Unit {
  return {
    id: row.id,
    name: row.name,
    type: row.type as UnitType,
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
    async list(): Promise<Unit[]> {
      return (await listUnits(db)).map(toUnit);
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
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      try {
        await updateUnit(db, id, { ...changes, updatedAt: nowIso() });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameInUse();
        throw error;
      }
      return this.get(id);
    },
  };
}
export type UnitsService = ReturnType<typeof unitsService>;
