import type pg from 'pg';
import {
  type Channel,
  ChannelListener,
  type ChannelListenerOptions,
} from '../database/channel-listener.js';
import type { RoleCache } from './role-cache.js';

/**
 * The channel the `users` triggers notify (migration `UserRoleChanges1795317088208`): the id of a
 * user whose role or id changed or who was deleted, or `*` when `users` was truncated.
 */
const ROLE_CHANGES: Channel = {
  name: 'users_role_changed',
  table: 'users',
  triggers: ['users_role_changed', 'users_truncated'],
  changes: 'role changes',
  consumer: 'role cache',
};

/**
 * Keeps a `RoleCache` exact across instances on PostgreSQL (ADR 0104): the cache is open only
 * while the connection listening to the `users` triggers is known to deliver, and each
 * notification evicts whom it names.
 */
export class RoleChangeListener extends ChannelListener {
  constructor(
    cache: RoleCache,
    /** A new, unconnected client: `pg` comes from the caller, so that SQLite never loads it. */
    newClient: () => pg.Client,
    options?: ChannelListenerOptions,
  ) {
    super(
      ROLE_CHANGES,
      {
        open: () => cache.open(),
        close: () => cache.close(),
        notified: (id) => (id === '*' ? cache.clear() : cache.evict(id)),
      },
      newClient,
      options,
    );
  }
}
