/**
 * The staff screens speak Turkish whatever the public language is. Each staff remote keeps its texts as an
 * i18next namespace of its own and reads them through the fixed-language lookup this returns, named after what
 * it reads (`adminText`, `contentText`, `settingsText`, …).
 */
import type { TFunction } from 'i18next';
import { i18n } from '@vitrin/shared-libs/i18n/i18n';

export const STAFF_LANGUAGE = 'tr';

export type StaffResources = { [key: string]: string | StaffResources };

export function staffTexts(namespace: string, resources: StaffResources): TFunction {
  if (!i18n.hasResourceBundle(STAFF_LANGUAGE, namespace)) {
    i18n.addResourceBundle(STAFF_LANGUAGE, namespace, resources, true, true);
  }
  return i18n.getFixedT(STAFF_LANGUAGE, namespace);
}
