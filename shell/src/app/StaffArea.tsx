/**
 * The staff's areas: the login screen (mf_auth) and the admin panel behind its access check (mf_admin), on the
 * admin store. A chunk of its own, loaded only on /giris-yap and /admin, so a visitor's page carries none of it.
 */
import { Provider } from 'react-redux';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { AdminGate } from './AdminGate';
import { wireStaffRules } from './staffRules';

wireStaffRules();

export default function StaffArea({ area }: { area: 'login' | 'admin' }) {
  return (
    <Provider store={adminStore}>
      {area === 'login' ? (
        <RemoteModule id="mf_auth/App" />
      ) : (
        <AdminGate>
          <RemoteModule id="mf_admin/App" />
        </AdminGate>
      )}
    </Provider>
  );
}
