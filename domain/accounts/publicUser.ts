import { Schema } from "effect";

/**
 * Any user as everyone may see them (accounts spec section 3, "public user"), from the `users` GraphQL
 * service's `user(id)`: no e-mail, no settings, no wallet; `predictionsStatistics.activeTipsCount` counts
 * the user's tips not settled yet, in every sport.
 */
export const PublicUser = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** The avatar's public path (`/files/{fileId}`), or null when there is none. */
  avatar: Schema.NullOr(Schema.String),
  biography: Schema.NullOr(Schema.String),
  followersIds: Schema.Array(Schema.String),
  followingIds: Schema.Array(Schema.String),
  predictionsStatistics: Schema.Struct({ activeTipsCount: Schema.Number }),
  /**
   * One of the demo's simulated users (its tipsters, its chat fans), which the profile says. Asked by
   * PUBLIC_USER_QUERY; a document that does not ask it gets none.
   */
  simulated: Schema.optional(Schema.Boolean),
});
export type PublicUser = typeof PublicUser.Type;

/** The query document: `data.user` is the user, or null when no user has the id. */
export const PUBLIC_USER_QUERY = /* GraphQL */ `
  query PublicUser($id: ID!) {
    user(id: $id) {
      id
      name
      avatar
      biography
      followersIds
      followingIds
      predictionsStatistics { activeTipsCount }
      simulated
    }
  }
`;

export const PublicUserAnswer = Schema.Struct({ user: Schema.NullOr(PublicUser) });
