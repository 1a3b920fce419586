import { useNavigation } from "react-router";
import { type AccountForm, type AccountFormReply, FORM_ACTIONS } from "./schemas.ts";

/** What every account form shares: its last refusal, its pending state and its button. */

/** The errors and values the server sent back for this form, if its last post was refused. */
export function replyFor(reply: AccountFormReply | null | undefined, form: AccountForm) {
  return reply?.form === form ? reply.result : undefined;
}

/** Whether this form's post is on its way (its button says so and cannot be pressed twice). */
export function useSubmitting(form: AccountForm): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" && navigation.formAction?.split("?")[0] === FORM_ACTIONS[form]
  );
}

export const submitClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 py-2.5 font-semibold text-white transition hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200";
