import { parseWithZod } from "@conform-to/zod/v4";
import { CombinedError } from "@urql/core";
import type { SubmissionResult } from "@conform-to/react";
import { UserRound } from "lucide-react";
import { data, Link } from "react-router";
import { formatAddress, formatPhone, initials } from "~/features/account/account-model.ts";
import {
  AccountLayout,
  AccountSection,
  SignOutButton,
} from "~/features/account/account-layout.tsx";
import { LoyaltyCard } from "~/features/account/loyalty-card.tsx";
import {
  AddressForm,
  ConfirmCodeForm,
  ProfileForm,
  SendCodeForm,
} from "~/features/account/profile-forms.tsx";
import {
  type AccountFormReply,
  ADDRESS_INTENT,
  AddressSchema,
  CodeSchema,
  CONFIRM_CODE_INTENT,
  EmailSchema,
  PhoneSchema,
  PROFILE_INTENT,
  ProfileSchema,
  SEND_CODE_INTENT,
} from "~/features/account/schemas.ts";
import { PAGES } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import {
  clearPendingContact,
  type ContactChannel,
  orSignIn,
  type PendingContact,
  readPendingContact,
  requireShopper,
  savePendingContact,
} from "~/features/account/account.server.ts";
import { apiRefusal as apiInputError } from "~/platform/errors.server.ts";
import { shopMutation, shopQuery } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import type { Route } from "./+types/account";

const page = PAGES.account;

/** Enough for any household: the API keeps at most 50 addresses per shopper. */
const ADDRESS_LIMIT = 50;

const AccountQuery = graphql(`
  query Account($addresses: PaginationDto) {
    addressList(dto: $addresses) {
      items {
        id
        country
        city
        street
        house
        building
        apartment
        index
      }
    }
    userOrderStatistics {
      bonuses
      moneySpent
    }
    loyaltyLevels {
      id
      name
      chargePercentage
      chargeOffPercentage
      requiredSpentAmount
    }
  }
`);

const EditUserMutation = graphql(`
  mutation EditUser($dto: EditUserDto!) {
    editUser(dto: $dto) {
      id
    }
  }
`);

const CreateAddressMutation = graphql(`
  mutation CreateAddress($dto: CreateAddressDto!) {
    createAddress(dto: $dto) {
      id
    }
  }
`);

const SendEmailCodeMutation = graphql(`
  mutation SendEmailCode($email: String!) {
    sendEmailCode(dto: { email: $email }) {
      status
      cooldownUntil
    }
  }
`);

const SendSmsCodeMutation = graphql(`
  mutation SendSmsCode($phone: String!) {
    sendSmsCode(dto: { phone: $phone }) {
      status
      cooldownUntil
    }
  }
`);

const AddEmailMutation = graphql(`
  mutation AddEmail($email: String!, $code: String!) {
    addEmail(dto: { email: $email, code: $code }) {
      id
      email
    }
  }
`);

const AddPhoneMutation = graphql(`
  mutation AddPhone($phone: String!, $code: String!) {
    addPhone(dto: { phone: $phone, code: $code }) {
      id
      phone
    }
  }
`);

type ContactStep =
  | { channel: ContactChannel; stage: "send" }
  | { channel: ContactChannel; stage: "code"; target: string };

/**
 * The add-and-confirm step the URL asks for: `?contact=email` asks where to send the code,
 * `&step=code` takes the code for the address waiting in the pending-contact cookie.
 */
function readContactStep(request: Request, pending: PendingContact | null): ContactStep | null {
  const params = new URL(request.url).searchParams;
  const channel = params.get("contact");
  if (channel !== "email" && channel !== "phone") return null;
  if (params.get("step") === "code" && pending?.channel === channel) {
    return { channel, stage: "code", target: pending.target };
  }
  return { channel, stage: "send" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = await requireShopper(request, context);
  const [account, pending] = await Promise.all([
    orSignIn(request, shopQuery(context, AccountQuery, { addresses: { limit: ADDRESS_LIMIT } })),
    readPendingContact(request),
  ]);
  return {
    shopper,
    addresses: account.addressList.items,
    statistics: account.userOrderStatistics,
    levels: account.loyaltyLevels,
    contactStep: readContactStep(request, pending),
  };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

/** What the account forms need of conform's submission: its reply, with errors to add. */
interface Replying {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

function formReply(intent: string, result: SubmissionResult<string[]>) {
  return data({ intent, result } satisfies AccountFormReply, { status: 400 });
}

/**
 * The API refused the input: its Russian message goes to the field it names (mapped to this
 * form's field names), otherwise above the button. Anything else is not the shopper's to fix.
 */
function apiRefusal(
  intent: string,
  submission: Replying,
  error: unknown,
  fields: Record<string, string>,
) {
  const refused = apiInputError(error);
  if (refused) {
    const field = refused.field ? fields[refused.field] : undefined;
    return formReply(
      intent,
      submission.reply(
        field ? { fieldErrors: { [field]: [refused.message] } } : { formErrors: [refused.message] },
      ),
    );
  }
  if (
    error instanceof CombinedError &&
    error.graphQLErrors[0]?.extensions?.code === "CODE_SEND_FAILED"
  ) {
    return formReply(intent, submission.reply({ formErrors: ["Ошибка отправки кода"] }));
  }
  throw error;
}

/** Runs a mutation; an ended session goes to sign in, a refusal comes back as a value. */
async function attempt<T>(
  request: Request,
  call: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await orSignIn(request, call) };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, error };
  }
}

const cooldownClock = (until: string) => {
  const seconds = Math.max(1, Math.ceil((new Date(until).getTime() - Date.now()) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

async function saveProfile(
  request: Request,
  context: Route.ActionArgs["context"],
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return formReply(PROFILE_INTENT, submission.reply());
  const { name, surname, lastname, sex } = submission.value;
  // Every field of the form is sent: an emptied one is cleared (the API takes "" as "none").
  const result = await attempt(
    request,
    shopMutation(context, EditUserMutation, {
      dto: { name: name ?? "", surname: surname ?? "", lastname: lastname ?? "", sex: sex ?? null },
    }),
  );
  if (!result.ok) {
    return apiRefusal(PROFILE_INTENT, submission, result.error, {
      name: "name",
      surname: "surname",
      lastname: "lastname",
      sex: "sex",
    });
  }
  return redirectWithToast(page.path, { type: "success", title: "Данные сохранены" });
}

async function addAddress(
  request: Request,
  context: Route.ActionArgs["context"],
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: AddressSchema });
  if (submission.status !== "success") return formReply(ADDRESS_INTENT, submission.reply());
  const result = await attempt(
    request,
    shopMutation(context, CreateAddressMutation, { dto: submission.value }),
  );
  if (!result.ok) {
    return apiRefusal(
      ADDRESS_INTENT,
      submission,
      result.error,
      Object.fromEntries(Object.keys(AddressSchema.shape).map((field) => [field, field])),
    );
  }
  return redirectWithToast(`${page.path}#addresses`, { type: "success", title: "Адрес добавлен" });
}

async function sendCode(
  request: Request,
  context: Route.ActionArgs["context"],
  formData: FormData,
) {
  const channel = formData.get("channel") === "phone" ? "phone" : "email";
  const submission = parseWithZod(formData, {
    schema: channel === "phone" ? PhoneSchema : EmailSchema,
  });
  if (submission.status !== "success") return formReply(SEND_CODE_INTENT, submission.reply());
  const target = submission.value.target;
  const result = await attempt(
    request,
    channel === "phone"
      ? shopMutation(context, SendSmsCodeMutation, { phone: target }).then((r) => r.sendSmsCode)
      : shopMutation(context, SendEmailCodeMutation, { email: target }).then(
          (r) => r.sendEmailCode,
        ),
  );
  if (!result.ok) {
    return apiRefusal(SEND_CODE_INTENT, submission, result.error, {
      phone: "target",
      email: "target",
    });
  }
  const codeStep = `${page.path}?contact=${channel}&step=code#contacts`;
  const pending = await readPendingContact(request);
  if (result.value.status === "COOLDOWN") {
    const wait = cooldownClock(result.value.cooldownUntil);
    // The code sent a moment ago to the same address is still good: go on to enter it.
    if (pending?.channel === channel && pending.target === target) {
      return redirectWithToast(codeStep, {
        type: "info",
        title: "Код уже отправлен",
        description: `Новый код можно будет запросить через ${wait}`,
      });
    }
    return formReply(
      SEND_CODE_INTENT,
      submission.reply({ fieldErrors: { target: [`Новый код можно запросить через ${wait}`] } }),
    );
  }
  return redirectWithToast(
    codeStep,
    {
      type: "success",
      title: channel === "phone" ? "Код отправлен на ваш номер" : "Код отправлен на ваш email",
    },
    { headers: { "set-cookie": await savePendingContact({ channel, target }) } },
  );
}

async function confirmCode(
  request: Request,
  context: Route.ActionArgs["context"],
  formData: FormData,
) {
  const pending = await readPendingContact(request);
  if (!pending) {
    return redirectWithToast(`${page.path}#contacts`, {
      type: "error",
      title: "Запросите код ещё раз",
      description: "Код действует 5 минут.",
    });
  }
  const submission = parseWithZod(formData, { schema: CodeSchema });
  if (submission.status !== "success") return formReply(CONFIRM_CODE_INTENT, submission.reply());
  const { code } = submission.value;
  const result = await attempt(
    request,
    pending.channel === "phone"
      ? shopMutation(context, AddPhoneMutation, { phone: pending.target, code }).then(() => true)
      : shopMutation(context, AddEmailMutation, { email: pending.target, code }).then(() => true),
  );
  if (!result.ok) {
    return apiRefusal(CONFIRM_CODE_INTENT, submission, result.error, { code: "code" });
  }
  return redirectWithToast(
    `${page.path}#contacts`,
    {
      type: "success",
      title: pending.channel === "phone" ? "Телефон подтверждён" : "E-mail подтверждён",
    },
    { headers: { "set-cookie": await clearPendingContact() } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireShopper(request, context);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case PROFILE_INTENT:
      return saveProfile(request, context, formData);
    case ADDRESS_INTENT:
      return addAddress(request, context, formData);
    case SEND_CODE_INTENT:
      return sendCode(request, context, formData);
    case CONFIRM_CODE_INTENT:
      return confirmCode(request, context, formData);
    default:
      throw data("Неизвестное действие", { status: 400 });
  }
}

function Avatar({ shopper }: { shopper: Route.ComponentProps["loaderData"]["shopper"] }) {
  const className =
    "flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-900 text-xl font-semibold text-white dark:bg-white dark:text-neutral-900";
  if (shopper.avatarUrl) {
    return <img src={shopper.avatarUrl} alt="" className={`${className} object-cover`} />;
  }
  const letters = initials(shopper);
  return (
    <span aria-hidden="true" className={className}>
      {letters === "?" ? <UserRound className="size-8" /> : letters}
    </span>
  );
}

const CONTACT_ROWS = [
  { channel: "email", label: "E-mail", format: (value: string) => value },
  { channel: "phone", label: "Телефон", format: formatPhone },
] as const;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { shopper, addresses, statistics, levels, contactStep } = loaderData;
  const reply = actionData as AccountFormReply | undefined;
  const fullName = [shopper.name, shopper.lastname, shopper.surname].filter(Boolean).join(" ");
  return (
    <AccountLayout title={page.title}>
      <div className="flex flex-col gap-6">
        <div className="flex items-center gap-4">
          <Avatar shopper={shopper} />
          <div className="min-w-0">
            <p className="truncate text-xl font-semibold" data-testid="shopper-name">
              {fullName || "Покупатель"}
            </p>
            <p className="truncate text-neutral-600 dark:text-neutral-300">
              {shopper.email ?? (shopper.phone ? formatPhone(shopper.phone) : "")}
            </p>
          </div>
        </div>

        <AccountSection id="loyalty" title="Программа лояльности">
          <LoyaltyCard
            levels={levels}
            currentLevel={shopper.loyaltyLevel ?? null}
            moneySpent={statistics.moneySpent}
            bonuses={statistics.bonuses}
          />
        </AccountSection>

        <AccountSection id="profile" title="Личные данные">
          <ProfileForm
            profile={{
              name: shopper.name ?? null,
              surname: shopper.surname ?? null,
              lastname: shopper.lastname ?? null,
              sex: shopper.sex ?? null,
            }}
            reply={reply}
          />
        </AccountSection>

        <AccountSection id="contacts" title="Контакты">
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {CONTACT_ROWS.map(({ channel, label, format }) => {
              const value = shopper[channel] ?? null;
              const open = contactStep?.channel === channel ? contactStep : null;
              return (
                <li key={channel} className="py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="text-sm text-neutral-500 dark:text-neutral-400">{label}</p>
                      <p className="[overflow-wrap:anywhere]" data-testid={`contact-${channel}`}>
                        {value ? format(value) : "Не указан"}
                      </p>
                    </div>
                    {open ? null : (
                      <Link
                        to={`?contact=${channel}#contacts`}
                        className="inline-flex min-h-11 items-center underline"
                        aria-label={`${value ? "Изменить" : "Добавить"}: ${label}`}
                      >
                        {value ? "Изменить" : "Добавить"}
                      </Link>
                    )}
                  </div>
                  {open?.stage === "send" ? (
                    <SendCodeForm channel={channel} current={value} reply={reply} />
                  ) : null}
                  {open?.stage === "code" ? (
                    <ConfirmCodeForm channel={channel} target={open.target} reply={reply} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </AccountSection>

        <AccountSection id="addresses" title="Адреса доставки">
          {addresses.length === 0 ? (
            <p className="text-neutral-600 dark:text-neutral-300">
              Сохранённых адресов пока нет. Добавьте адрес — он пригодится при оформлении заказа.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Сохранённые адреса">
              {addresses.map((address) => (
                <li
                  key={address.id}
                  className="rounded-2xl bg-neutral-50 px-4 py-3 dark:bg-neutral-900"
                >
                  {formatAddress(address)}
                </li>
              ))}
            </ul>
          )}
          <details
            className="group mt-4"
            open={addresses.length === 0 || reply?.intent === ADDRESS_INTENT}
          >
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
              Добавить адрес
            </summary>
            <div className="mt-3">
              <AddressForm reply={reply} />
            </div>
          </details>
        </AccountSection>

        <div className="lg:hidden">
          <SignOutButton />
        </div>
      </div>
    </AccountLayout>
  );
}
