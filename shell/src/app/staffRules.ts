/**
 * The rules of a staff session for the whole page (sessionRules.ts, httpStatusRules.ts), wired once. They come in
 * the staff's chunk: a visitor's page loads them only when a staff session is stored (docs/performance.md).
 */
import { wireHttpStatusRules } from './httpStatusRules';
import { wireSessionRules } from './sessionRules';

let wired = false;

export function wireStaffRules(): void {
  if (wired) return;
  wired = true;
  wireHttpStatusRules();
  wireSessionRules();
}
