/**
 * The form of a stored content text with one image (a content page, a page banner): its per-language texts and
 * an image to replace or remove, saved in one call that sends only the texts that changed. The values stay after
 * a save, and leaving with unsaved changes asks first.
 */
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { contentText } from '../i18n/contentTexts';
import { changedTexts, type LocalizedValues } from './localizedValues';
import type { TextsImageChange } from './textsImage';

export function useTextsImageForm(stored: LocalizedValues, save: (change: TextsImageChange) => Promise<unknown>) {
  return useStaffForm({
    initial: { texts: stored, image: null as File | null, removeImage: false },
    save: ({ texts, image, removeImage }) => save({ texts: changedTexts(texts, stored), image, removeImage }),
    texts: { successTitle: contentText('dialogs.updated'), listFieldMessages: true },
    afterSave: 'keep',
  });
}
