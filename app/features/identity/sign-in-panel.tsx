import { type ReactNode, useState } from "react";
import { CodeForm } from "./code-form.tsx";
import { CredentialsForm, type SentCode } from "./credentials-form.tsx";
import { authHref, type SignInChannel } from "./sign-in-model.ts";

/**
 * The header's sign-in panel: both steps in one place, reusing the page forms. On success the
 * panel closes and the shopper goes to /account (or the return-to path).
 */
export function SignInPanel({
  pageLoadTime,
  onSignedIn,
}: {
  pageLoadTime: number;
  onSignedIn: (redirectTo: string) => void;
}) {
  const [by, setBy] = useState<SignInChannel>("phone");
  const [sent, setSent] = useState<SentCode | null>(null);
  let content: ReactNode;
  if (sent) {
    content = (
      <CodeForm
        by={sent.by}
        to={sent.to}
        returnTo=""
        pageLoadTime={pageLoadTime}
        cooldown={null}
        needsConsent={false}
        changeHref={authHref(sent.by)}
        onChange={() => setSent(null)}
        onSignedIn={onSignedIn}
        variant="panel"
      />
    );
  } else {
    content = (
      <CredentialsForm
        key={by}
        by={by}
        returnTo=""
        pageLoadTime={pageLoadTime}
        cooldown={null}
        variant="panel"
        onSwitch={setBy}
        onSent={setSent}
      />
    );
  }
  return <div className="py-2">{content}</div>;
}
