import type { Generated, Selectable } from 'kysely';

/** A canary: a release served to a share of visitors (modules/releases/canary.ts). */
export interface ReleaseCanariesTable {
  id: Generated<number>;
  remote: string;
  /** The canary release's manifest address. */
  url: string;
  /** The share of visitors (1–99) whose bucket is below it. */
  percent: number;
  /** `running` is served; `promoted` became live; `stopped` by hand; `auto_stopped` by its failure rate. */
  status: 'running' | 'promoted' | 'stopped' | 'auto_stopped';
  started_by: string;
  started_at: string;
  ended_by: string | null;
  ended_at: string | null;
  /** Why it ended (the automatic stop's figures). */
  reason: string | null;
}

export type ReleaseCanaryRow = Selectable<ReleaseCanariesTable>;

/** Pages served with a release and its failures in one time slot, summed over the API processes (health.ts). */
export interface ReleaseHealthTable {
  remote: string;
  url: string;
  /** The canary the counts were made under (release_canaries.id), 0 for the live release. */
  canary_id: number;
  /** The slot's start, in seconds since the epoch. */
  slot: number;
  pages: number;
  render_failures: number;
  browser_failures: number;
}
