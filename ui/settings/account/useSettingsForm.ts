import { useMachine } from "@xstate/react";
import type { FormEvent } from "react";
import type { AccountFormMachine } from "../../../machines/accountForm/accountFormMachine.ts";
import type { FieldRule } from "../../../machines/accountForm/fieldRules.ts";
import { failureMessage, fieldMessage, type Message } from "../../auth/fieldMessage.ts";
import type { BoundField } from "../../auth/useAccountForm.ts";
import { settingsCodeMessage } from "./settingsMessages.ts";

/**
 * Runs one settings form machine for a page, as `useAccountForm` does for the sign-in pages, with the
 * settings' own refusals (a wrong current password, the same e-mail) in words rather than "unexpected".
 */
export const useSettingsForm = <F extends string, R>(logic: AccountFormMachine<F, R>) => {
  const [snapshot, send] = useMachine(logic);
  const { context } = snapshot;
  const submitting = snapshot.hasTag("submitting");
  const failure = snapshot.hasTag("failed") ? context.failure : null;
  const messageOf = (name: F, quiet: ReadonlyArray<FieldRule> | undefined): Message | null => {
    const refusal = context.refusals[name];
    return refusal === undefined ? fieldMessage(context, name, quiet) : settingsCodeMessage(refusal);
  };
  return {
    /** `quiet`: rules shown elsewhere than under the field (the password checklist). */
    field: (name: F, quiet?: ReadonlyArray<FieldRule>): BoundField => ({
      name,
      value: context.values[name],
      message: messageOf(name, quiet),
      touched: context.touched[name] === true,
      disabled: submitting,
      onChange: (value) => send({ type: "form.change", field: name, value }),
      onBlur: () => send({ type: "form.blur", field: name }),
    }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      send({ type: "form.submit" });
    },
    /** Rules the values break now, touched or not (the password checklist shows them live). */
    rules: context.rules,
    submitting,
    result: snapshot.hasTag("succeeded") ? context.result : null,
    failureMessage:
      failure === null
        ? null
        : failure.kind === "refused" && failure.code !== null
          ? settingsCodeMessage(failure.code)
          : failureMessage(failure),
  };
};
