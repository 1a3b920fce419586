/**
 * A delivery window as the shop API computes it (docs/checkout.md#delivery-window): the screens
 * print its words and never count days themselves.
 */
export interface DeliveryWindowView {
  /** «6–11 дней». */
  days: string;
  /** «3–8 декабря». */
  dates: string;
  /** YYYY-MM-DD. */
  firstDate: string;
  lastDate: string;
  /** «в Москву» while no place is chosen; null for the chosen place's window. */
  destination: string | null;
}
