/**
 * A field people never see and leave empty; the shop API refuses a post that fills it (the phone
 * form's code request, docs/identity.md#phone-code-endpoint, and the request forms,
 * docs/requests.md#bots-and-limits, and a review, docs/content.md#writing-a-review).
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Не заполняйте это поле
        <input type="text" name="honeypot" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
