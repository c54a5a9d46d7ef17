import type { Insertable, Selectable, Updateable } from 'kysely';

/** The vehicle types a product fits (bus, truck, dorse, bus2, kabin, seat). */
export interface ProductTransporterTypesTable {
  product_id: number;
  transporter_type: string;
}

export type ProductTransporterTypeRow = Selectable<ProductTransporterTypesTable>;
export type NewProductTransporterTypeRow = Insertable<ProductTransporterTypesTable>;
export type ProductTransporterTypeUpdate = Updateable<ProductTransporterTypesTable>;
