/** The login's way back to the panel address that sent the visitor there (session/returnTo.ts). */
import { afterLoginPath, loginPathFor } from '@vitrin/shared-libs/session/returnTo';

test("a panel address is carried through the login's address and followed after it", () => {
  const login = loginPathFor('/admin/contact?id=1');
  expect(login).toBe('/giris-yap?next=%2Fadmin%2Fcontact%3Fid%3D1');
  expect(afterLoginPath(new URL(login, 'http://x').search)).toBe('/admin/contact?id=1');
  // The panel's start needs no way back.
  expect(loginPathFor('/admin')).toBe('/giris-yap');
  expect(loginPathFor('/admin/dashboard')).toBe('/giris-yap');
});

test.each([
  'https://evil.example/admin',
  '//evil.example/admin',
  '/admin\\@evil.example',
  '/about-us',
  'javascript:alert(1)',
  '',
])('a next of %j is not followed: the panel opens', (next) => {
  expect(afterLoginPath(`?next=${encodeURIComponent(next)}`)).toBe('/admin');
});
