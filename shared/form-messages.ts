/**
 * The message of a form field sent more than once (a crafted post, or a page's form doubled by an
 * extension): no form of the shop sends a text field twice, so the post is refused in Russian
 * rather than with zod's English (docs/testing.md#the-back-offices-fuzz).
 */
export const FIELD_TWICE = "Поле заполнено дважды: обновите страницу и заполните форму снова";
