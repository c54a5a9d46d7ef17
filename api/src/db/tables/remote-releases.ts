import type { Generated, Selectable } from 'kysely';

/** A remote's release address set while the site runs, or a refused attempt (modules/releases). */
export interface RemoteReleasesTable {
  id: Generated<number>;
  remote: string;
  /** The release's manifest address. */
  url: string;
  /** `serving`: the remote's address from then on; `refused`: the compatibility check said no (`problem`). */
  status: 'serving' | 'refused';
  problem: string | null;
  /** The staff member's e-mail, or `MF_REMOTES_FILE`. */
  changed_by: string;
  changed_at: string;
}

export type RemoteReleaseRow = Selectable<RemoteReleasesTable>;
