/** 'Beni Hatırla': the e-mail kept in local storage between visits, nothing else. */
import { STORAGE_KEYS } from '@vitrin/shared-libs/session/tokenStorage';

export function readRememberedEmail(): string | null {
  return localStorage.getItem(STORAGE_KEYS.rememberedEmail);
}

/** On a valid submit: checked keeps the e-mail, unchecked forgets it. */
export function applyRememberMe(remember: boolean, email: string): void {
  if (remember) localStorage.setItem(STORAGE_KEYS.rememberedEmail, email);
  else localStorage.removeItem(STORAGE_KEYS.rememberedEmail);
}
