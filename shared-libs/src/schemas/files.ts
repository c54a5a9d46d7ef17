/** The response schema of `types/files.ts` (see wire.ts). */
import { arrayOf, int, nullable, object, oneOf, str } from '@vitrin/shared-libs/schemas/wire';

export const fileAssetSchema = object({
  id: int,
  url: str,
  name: str,
  mime: str,
  size: int,
  kind: oneOf(['image', 'document']),
  width: nullable(int),
  height: nullable(int),
  variants: arrayOf(object({ width: int, url: str })),
});
