import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { focusRing } from "./focus-ring.ts";

/**
 * The colours of each kind of button: also for a control that is not a button but looks as one.
 * A disabled primary button turns grey rather than faint, so its label (a cooldown's «0:59»)
 * stays readable.
 */
export const buttonColours = {
  primary: `bg-brand text-white hover:bg-neutral-700 disabled:bg-neutral-300 disabled:text-neutral-600 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200 dark:disabled:bg-neutral-700 dark:disabled:text-neutral-300`,
  secondary: `border border-neutral-300 hover:border-neutral-900 disabled:opacity-50 dark:border-neutral-600 dark:hover:border-white`,
} as const;

export type ButtonVariant = keyof typeof buttonColours;

/**
 * The classes of the shop's round button, for an element that cannot be Button or ButtonLink
 * (a plain `<a>` that reloads the page). `className` adds layout: width, margins.
 */
export function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  const base = `inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-center font-semibold transition disabled:cursor-not-allowed ${focusRing} ${buttonColours[variant]}`;
  return className ? `${base} ${className}` : base;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** The shop's round button; `type` defaults to the HTML one, so a submit in a form. */
export function Button({ variant = "primary", className, ...props }: ButtonProps) {
  return <button {...props} className={buttonClass(variant, className)} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; className?: string };

/** A link that looks like the shop's round button. */
export function ButtonLink({ variant = "primary", className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
