import { graphql } from "~/graphql.ts";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import { Dashboard } from "~/features/back-office/dashboard.tsx";
import { navFor } from "~/features/back-office/nav.ts";
import type { Route } from "./+types/admin._index";

const StaffDashboardQuery = graphql(`
  query StaffDashboard {
    staffDashboard {
      ordersToday
      paidToday
      byStatus {
        status
        orders
      }
      requestsToday
      reviewsPending
    }
    orderStatusLabels: orderVocabulary {
      statuses {
        status
        name
      }
    }
  }
`);

/** /admin: the dashboard (docs/back-office.md#the-dashboard), one query for every figure. */
export async function loader(args: Route.LoaderArgs) {
  const { staff, client } = await requireStaffSession(args, "dashboard");
  const data = await staffOperation(client, StaffDashboardQuery, {});
  return {
    staff,
    board: data.staffDashboard,
    labels: data.orderStatusLabels.statuses,
    nav: navFor(staff.permissions),
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <Dashboard {...loaderData} />;
}
