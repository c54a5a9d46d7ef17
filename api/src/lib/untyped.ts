import type { Kysely } from 'kysely';
import type { Db } from '../db/connection';

/** The database without table types, for helpers that get a table's name at run time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UntypedDb = Kysely<any>;
export const untyped = (db: Db): UntypedDb => db as unknown as UntypedDb;
