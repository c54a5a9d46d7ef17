/** The response schemas of the wire types in `types/public.ts` (see wire.ts). */
import { int, object, str } from '@vitrin/shared-libs/schemas/wire';

// Receipts

export const orderReceiptSchema = object({ order_number: int, reference: str });
export const offerReceiptSchema = object({ id: int, reference: str });
export const submitReceiptSchema = object({ id: int });
