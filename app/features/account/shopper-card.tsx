import { __iconNode as userRoundIcon } from "lucide-react/dist/esm/icons/user-round";
import type { Shopper } from "./account.server.ts";
import { formatPhone, initials } from "./account-model.ts";
import { Icon } from "~/ui/icon.tsx";

function Avatar({ shopper }: { shopper: Shopper }) {
  const className =
    "flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-900 text-xl font-semibold text-white dark:bg-white dark:text-neutral-900";
  if (shopper.avatarUrl) {
    return <img src={shopper.avatarUrl} alt="" className={`${className} object-cover`} />;
  }
  const letters = initials(shopper);
  return (
    <span aria-hidden="true" className={className}>
      {letters === "?" ? <Icon node={userRoundIcon} className="size-8" /> : letters}
    </span>
  );
}

/** The top of the profile: the picture (or initials), the full name and how to reach them. */
export function ShopperCard({ shopper }: { shopper: Shopper }) {
  const fullName = [shopper.name, shopper.lastname, shopper.surname].filter(Boolean).join(" ");
  return (
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
  );
}
