/** The Excel export lives in shared/lib/excel.ts (the duty records use it too); the statistics' own path. */
export * from '../../../shared/lib/excel';
