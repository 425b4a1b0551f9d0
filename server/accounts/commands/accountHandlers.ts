import { externalLoginHandlers } from "./externalLoginHandlers";
import { sessionHandlers } from "./sessionHandlers";
import { userHandlers } from "./userHandlers";

/** Every account command, for the RPC endpoint's table. */
export const accountHandlers = [...sessionHandlers, ...userHandlers, ...externalLoginHandlers];
