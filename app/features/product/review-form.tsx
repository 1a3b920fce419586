import { __iconNode as starIcon } from "lucide-react/dist/esm/icons/star";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button.tsx";
import { Honeypot } from "~/ui/form/honeypot.tsx";
import { REVIEW_PHOTOS, type ReviewFormReply } from "./review-form-model.ts";
import { Icon } from "~/ui/icon.tsx";

/**
 * The review form (docs/content.md#writing-a-review), loaded only for the buyers it is shown to
 * (review-writing.tsx). It is plain HTML, posted as multipart to the product page's action:
 * without JavaScript the browser sends it, with it React Router does, and the constraints below
 * give instant hints either way. No validation code ships to the page.
 */

const fieldClass =
  "block w-full rounded-xl border border-neutral-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:aria-[invalid=true]:border-red-400";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div id={id} className="min-h-5 text-sm text-red-700 dark:text-red-400">
      {message ? <p role="alert">{message}</p> : null}
    </div>
  );
}

function TextArea({
  name,
  label,
  rows,
  maxLength,
  required = false,
  defaultValue,
  error,
  hint,
}: {
  name: string;
  label: string;
  rows: number;
  maxLength: number;
  required?: boolean;
  defaultValue: string;
  error: string | undefined;
  hint?: string;
}) {
  const id = `review-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required ? null : (
          <span className="font-normal text-neutral-500 dark:text-neutral-400">
            {" "}
            (необязательно)
          </span>
        )}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        minLength={required ? 10 : undefined}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error${hint ? ` ${id}-hint` : ""}`}
        className={fieldClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function RatingInput({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  return (
    <fieldset aria-describedby="review-rating-error">
      <legend className="mb-1 text-sm font-medium">Оценка</legend>
      {/* Stars fill up to the chosen one (and to the one hovered), by CSS alone. */}
      <div className="flex flex-row-reverse justify-end gap-1 [&>label:hover_svg]:fill-amber-400 [&>label:hover_svg]:text-amber-400 [&>label:hover~label_svg]:fill-amber-400 [&>label:hover~label_svg]:text-amber-400 [&>input:checked~label_svg]:fill-amber-400 [&>input:checked~label_svg]:text-amber-400">
        {[5, 4, 3, 2, 1].map((n) => (
          <RatingStar key={n} n={n} checked={defaultValue === String(n)} />
        ))}
      </div>
      <FieldError id="review-rating-error" message={error} />
    </fieldset>
  );
}

function RatingStar({ n, checked }: { n: number; checked: boolean }) {
  const id = `review-rating-${n}`;
  return (
    <>
      <input
        id={id}
        type="radio"
        name="rating"
        value={n}
        required
        defaultChecked={checked}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="cursor-pointer rounded-md p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-neutral-900 dark:peer-focus-visible:outline-white"
      >
        <Icon node={starIcon} className="size-8 text-neutral-300 dark:text-neutral-600" />
        <span className="sr-only">{`${n} из 5`}</span>
      </label>
    </>
  );
}

/** The form, shown to a buyer who has not reviewed the product yet. */
export default function ReviewForm({
  productId,
  pageLoadTime,
  reply,
}: {
  productId: string;
  pageLoadTime: number;
  reply: ReviewFormReply | undefined;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      aria-label="Новый отзыв"
      className="mt-6 max-w-2xl space-y-3 rounded-2xl border border-neutral-200 p-5 dark:border-neutral-800"
    >
      <h3 className="text-lg font-semibold">Оставить отзыв</h3>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="pageLoadTime" value={reply?.pageLoadTime ?? pageLoadTime} />
      {/* Left empty by people; the API refuses a review that fills it. */}
      <Honeypot />
      <RatingInput defaultValue={values?.rating ?? ""} error={errors.rating} />
      <TextArea
        name="advantages"
        label="Достоинства"
        rows={2}
        maxLength={1000}
        defaultValue={values?.advantages ?? ""}
        error={errors.advantages}
      />
      <TextArea
        name="disadvantages"
        label="Недостатки"
        rows={2}
        maxLength={1000}
        defaultValue={values?.disadvantages ?? ""}
        error={errors.disadvantages}
      />
      <TextArea
        name="text"
        label="Комментарий"
        rows={4}
        maxLength={2000}
        required
        defaultValue={values?.text ?? ""}
        error={errors.text}
        hint="От 10 до 2000 символов: как сел размер, как носится, стоит ли брать."
      />
      <div>
        <label htmlFor="review-photos" className="mb-1 block text-sm font-medium">
          Фото
          <span className="font-normal text-neutral-500 dark:text-neutral-400">
            {" "}
            (необязательно)
          </span>
        </label>
        <input
          id="review-photos"
          type="file"
          name="photos"
          multiple
          accept={REVIEW_PHOTOS.accept}
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby="review-photos-hint review-photos-error"
          className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-neutral-100 file:px-4 file:py-2 file:font-medium dark:file:bg-neutral-800 dark:file:text-white"
        />
        <p id="review-photos-hint" className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">
          До 5 фото в JPEG, PNG, WebP или HEIC, каждое до 10 МБ. Данные о месте съёмки и камере мы
          удаляем.
        </p>
        <FieldError id="review-photos-error" message={errors.photos} />
      </div>
      {reply?.formError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {reply.formError}
        </p>
      ) : null}
      <p className="text-sm text-neutral-500 dark:text-neutral-400">
        Отзыв появится на странице после проверки модератором.
      </p>
      <button type="submit" className={buttonClass("primary")} disabled={sending}>
        {sending ? "Отправляем…" : "Отправить отзыв"}
      </button>
    </Form>
  );
}
