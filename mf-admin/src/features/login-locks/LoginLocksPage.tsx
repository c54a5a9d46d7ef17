/** Login locks (Süper Yönetici): locked addresses and (account, address) pairs, slowed-down accounts; lift one. */
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { ListHeader, ListTable } from '../../components/ListPage';
import { type LoginLock, useLiftLoginLockMutation, useLoginLocksQuery } from './loginLocksApi';
import { loginLocksText } from '../../i18n/loginLocksTexts';

const who = (lock: LoginLock) => [lock.email, lock.address].filter(Boolean).join(' @ ');

export function LoginLocksPage() {
  const query = useLoginLocksQuery();
  const [lift] = useLiftLoginLockMutation();

  const onLift = async (lock: LoginLock) => {
    showOutcome(await lift(lock.key), { successTitle: loginLocksText('lifted') });
    void query.refetch();
  };

  return (
    <section aria-labelledby="login-locks-title">
      <ListHeader titleId="login-locks-title" title={loginLocksText('title')} />
      <ListTable
        query={query}
        caption={loginLocksText('title')}
        loadError={loginLocksText('loadError')}
        empty={loginLocksText('empty')}
        tableClassName="table align-middle"
        columns={[
          loginLocksText('kind'),
          loginLocksText('who'),
          loginLocksText('failures'),
          loginLocksText('until'),
          <span key="actions" className="visually-hidden">
            {loginLocksText('actions')}
          </span>,
        ]}
        row={(lock) => (
          <tr key={lock.key}>
            <td>{loginLocksText(`kinds.${lock.kind}`)}</td>
            <td>{who(lock)}</td>
            <td>{lock.failures}</td>
            <td>{loginLocksText('minutes', { count: Math.ceil(lock.retry_after / 60) })}</td>
            <td>
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void onLift(lock)}>
                {loginLocksText('lift', { who: who(lock) })}
              </button>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
