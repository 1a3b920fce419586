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
