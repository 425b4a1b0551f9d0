import { useMachine } from "@xstate/react";
import { type FormEvent, useCallback } from "react";
import type { AccountFormMachine } from "../../machines/accountForm/accountFormMachine.ts";
import type { FieldRule } from "../../machines/accountForm/fieldRules.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { failureMessage, fieldMessage, type Message } from "./fieldMessage.ts";

/** What a `TextField` needs from the form: its value, its message, and where to send the user's typing. */
export interface BoundField {
  readonly name: string;
  readonly value: string;
  readonly message: Message | null;
  /** Something is wrong with it now, also when the message is left to a checklist; defaults to "has a message". */
  readonly invalid?: boolean;
  /** Left by the user (or a submit was tried): its problems may be shown. */
  readonly touched: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/**
 * Runs one account form machine for a page and hands the page what it renders: bound fields, the
 * submit handler, and the state of the last submission. The machine holds every rule; this only reads.
 */
export const useAccountForm = <F extends string, R>(logic: AccountFormMachine<F, R>) => {
  const [snapshot, send] = useMachine(logic);
  const prefill = useCallback(
    (name: F, value: string) => send({ type: "form.change", field: name, value }),
    [send],
  );
  const submitting = snapshot.hasTag("submitting");
  // NOTE: a server-rendered form stays disabled until the page has hydrated: typed before, its values would
  // be lost to React's, and a native submit would put them (the password) in the address.
  const ready = useHydrated();
  const failure = snapshot.hasTag("failed") ? snapshot.context.failure : null;
  return {
    /** `quiet`: rules shown elsewhere than under the field (the password checklist). */
    field: (name: F, quiet?: ReadonlyArray<FieldRule>): BoundField => ({
      name,
      value: snapshot.context.values[name],
      message: fieldMessage(snapshot.context, name, quiet),
      invalid:
        snapshot.context.refusals[name] !== undefined ||
        (snapshot.context.touched[name] === true && (snapshot.context.rules[name]?.length ?? 0) > 0),
      touched: snapshot.context.touched[name] === true,
      disabled: submitting || !ready,
      onChange: (value) => send({ type: "form.change", field: name, value }),
      onBlur: () => send({ type: "form.blur", field: name }),
    }),
    /** Sets a value without the user typing it (a prefilled e-mail); stable across renders. */
    prefill,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      send({ type: "form.submit" });
    },
    values: snapshot.context.values,
    /** Rules the values break now, touched or not (the password checklist shows them live). */
    rules: snapshot.context.rules,
    submitting,
    /** False while submitting, and until the page can handle a submit itself. */
    canSubmit: ready && !submitting,
    succeeded: snapshot.hasTag("succeeded"),
    result: snapshot.hasTag("succeeded") ? snapshot.context.result : null,
    /** A refusal no field owns (wrong credentials, the network); null otherwise. */
    failure,
    failureMessage: failure === null ? null : (failureMessage(failure) satisfies Message),
    /** The form's modal (opened by the refusal that calls for it), and the user opening or closing it. */
    modalOpen: snapshot.hasTag("modal"),
    openModal: () => send({ type: "form.modal.open" }),
    closeModal: () => send({ type: "form.modal.close" }),
  };
};
