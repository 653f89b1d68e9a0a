/** What happened to the resource an event names: its type is `<resource>.<action>`. */
export const EVENT_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** The prefix of the user events, which only admins read. */
export const USER_EVENTS = 'user';
