import { Form } from "react-router";
import { buttonClass } from "~/ui/button.tsx";
import { ErrorList, inputClass, Label } from "~/ui/form/field.tsx";
import { DEMO_STAFF } from "../../../shared/demo-staff.ts";
import { ROLE_LABELS } from "./nav.ts";

/** What the sign-in page's loader answers (app/routes/admin.sign-in.tsx). */
export interface StaffSignInData {
  step: "contact" | "code";
  /** The contact the code went to, on the code's step. */
  contact: string | null;
  next: string;
  demo: boolean;
}

interface Errors {
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
}

/**
 * The back office's sign-in (docs/back-office.md#sign-in): plain forms posting to the route, so
 * they work without JavaScript; a contact first, then the 4-digit code sent to it.
 */
export function StaffSignInForm({
  data,
  reply,
}: {
  data: StaffSignInData;
  reply?: Errors & { step: "contact" | "code"; emailOrPhone?: string };
}) {
  const step = reply?.step ?? data.step;
  const errors: Errors = reply ?? {};
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-10">
      <h1 className="text-2xl font-black">Вход для сотрудников</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        Кабинет магазина Meet Market. Пришлём одноразовый код на телефон или e-mail сотрудника.
      </p>
      {data.demo ? <DemoStaffNotice /> : null}
      <ErrorList id="sign-in-errors" errors={errors.formErrors} className="mt-4" />
      {step === "contact" ? (
        <Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="next" value={data.next} />
          <div>
            <Label htmlFor="emailOrPhone">Телефон или e-mail</Label>
            <input
              id="emailOrPhone"
              name="emailOrPhone"
              type="text"
              inputMode="email"
              autoComplete="username"
              required
              maxLength={256}
              defaultValue={reply?.emailOrPhone ?? ""}
              className={inputClass}
              aria-invalid={errors.fieldErrors?.emailOrPhone ? true : undefined}
              aria-describedby="emailOrPhone-error"
            />
            <ErrorList id="emailOrPhone-error" errors={errors.fieldErrors?.emailOrPhone} />
          </div>
          <button type="submit" className={buttonClass()}>
            Получить код
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="check" />
          <input type="hidden" name="next" value={data.next} />
          <p>
            Код отправлен: <strong>{data.contact}</strong>
            {data.demo ? (
              <>
                {" "}
                (в демо он в{" "}
                <a href="/dev/outbox" className="underline underline-offset-2">
                  /dev/outbox
                </a>
                )
              </>
            ) : null}
          </p>
          <div>
            <Label htmlFor="code">Код из 4 цифр</Label>
            <input
              id="code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{4}"
              maxLength={4}
              required
              className={inputClass}
              aria-invalid={errors.fieldErrors?.code ? true : undefined}
              aria-describedby="code-error"
            />
            <ErrorList id="code-error" errors={errors.fieldErrors?.code} />
          </div>
          <button type="submit" className={buttonClass()}>
            Войти
          </button>
          <a href="/admin/sign-in" className="text-sm underline underline-offset-2">
            Другой телефон или e-mail
          </a>
        </Form>
      )}
    </main>
  );
}

/** The demo says it is a twin, and whom to sign in as (docs/back-office.md#the-demo). */
function DemoStaffNotice() {
  return (
    <section
      className="mt-4 rounded-xl bg-amber-100 p-4 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      data-testid="admin-demo-notice"
    >
      <p>
        Демо-режим: это копия кабинета, деньги и товары не настоящие. Коды входа — в{" "}
        <a href="/dev/outbox" className="font-medium underline underline-offset-2">
          /dev/outbox
        </a>
        . Сотрудники демо:
      </p>
      <ul className="mt-2 space-y-1">
        {DEMO_STAFF.map((member) => (
          <li key={member.phone}>
            {ROLE_LABELS[member.role]}: {member.name},{" "}
            <span className="font-mono">{member.phone}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
