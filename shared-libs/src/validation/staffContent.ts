/**
 * The rules the staff's content forms check before they send: a media item (news, videos, photos, blog) and an
 * uploaded item (certificates, catalogues, the home slider and icons), whose texts are kept under `texts` and
 * files under `files`. Each takes the languages or file fields of its form; the messages default to the shared
 * ones and may be the screen's own texts.
 */
import { mixed, object, string, type AnyObjectSchema } from 'yup';
import { REQUIRED } from '@vitrin/shared-libs/validation/messages';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * A media item needs a title in at least one language (its seo_name is made from it; the message stands under
 * the first language's title) and, for a video, its link.
 */
export function mediaItemSchema(langs: readonly string[], { video = false, required = REQUIRED } = {}): AnyObjectSchema {
  return object({
    texts: object({
      [`title_${langs[0]}`]: mixed().test('some-title', required, (_value, context) =>
        langs.some((lang) => filled((context.parent as Record<string, unknown>)[`title_${lang}`])),
      ),
      ...(video ? { video_url: string().trim().required(required) } : {}),
    }),
  });
}

/**
 * An uploaded item needs each of its files when it is added (an edit keeps the stored ones) and its title in
 * the main language.
 */
export function uploadItemSchema(
  files: readonly string[],
  mainLang: string,
  { required = REQUIRED, titleMissing = REQUIRED } = {},
): AnyObjectSchema {
  return object({
    files: object(Object.fromEntries(files.map((name) => [name, mixed().required(required)]))),
    texts: object({ [`title_${mainLang}`]: string().trim().required(titleMissing) }),
  });
}
