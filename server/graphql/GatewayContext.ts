/** What every resolver of every service sees. */
export interface GatewayContext {
  /** The bearer token from the `authorization` header, if any. */
  readonly accessToken: string | undefined;
  readonly service: string;
}
