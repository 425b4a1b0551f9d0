/**
 * The viewer's following set as the screen shows it: what the server confirmed, with the toggles not yet
 * confirmed laid over it. Pure, so the machine, its selectors and the tests share one reading.
 */

/** One toggle on its way to the server: follow (true) or unfollow (false) `leaderId`. */
export interface FollowIntent {
  readonly leaderId: string;
  readonly follow: boolean;
}

export interface FollowingState {
  /** Whom the server says the viewer follows, oldest first. */
  readonly confirmed: ReadonlyArray<string>;
  /** Toggles not yet confirmed, oldest first; the first one is in flight. */
  readonly pending: ReadonlyArray<FollowIntent>;
}

const lastIndexFor = (pending: ReadonlyArray<FollowIntent>, leaderId: string): number =>
  pending.findLastIndex((intent) => intent.leaderId === leaderId);

/** Whether the screen shows `leaderId` as followed: the newest toggle, else the server's word. */
export const isShownFollowing = (state: FollowingState, leaderId: string): boolean => {
  const last = lastIndexFor(state.pending, leaderId);
  return last === -1 ? state.confirmed.includes(leaderId) : state.pending[last]!.follow;
};

/** Whether a toggle of `leaderId` is waiting for the server. */
export const isSaving = (state: FollowingState, leaderId: string): boolean =>
  lastIndexFor(state.pending, leaderId) !== -1;

/** The leaders shown as followed: confirmed ones still followed, then new follows in the order made. */
export const shownFollowing = (state: FollowingState): ReadonlyArray<string> => {
  const added = state.pending
    .filter((intent) => intent.follow && !state.confirmed.includes(intent.leaderId))
    .map((intent) => intent.leaderId);
  return [...new Set([...state.confirmed, ...added])].filter((leaderId) => isShownFollowing(state, leaderId));
};

/**
 * The pending toggles after the viewer toggles `leaderId`. A toggle not yet sent is taken back rather
 * than followed by its opposite, so a leader has at most one call in flight and one waiting, and a double
 * click sends nothing more than the first call.
 */
export const toggled = (state: FollowingState, leaderId: string): ReadonlyArray<FollowIntent> => {
  const last = lastIndexFor(state.pending, leaderId);
  // NOTE: index 0 is the call in flight: it cannot be taken back, only answered by its opposite.
  if (last > 0) return state.pending.filter((_, index) => index !== last);
  return [...state.pending, { leaderId, follow: !isShownFollowing(state, leaderId) }];
};

/** The confirmed set once the server answered that the viewer follows `leaderId` (or not). */
export const withAnswer = (
  following: ReadonlyArray<string>,
  leaderId: string,
  isFollow: boolean,
): ReadonlyArray<string> => {
  if (!isFollow) return following.filter((id) => id !== leaderId);
  return following.includes(leaderId) ? following : [...following, leaderId];
};
