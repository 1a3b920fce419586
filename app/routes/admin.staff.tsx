import { data } from "react-router";
import { StaffPage, type StaffPageData } from "~/features/back-office/staff-page.tsx";
import {
  StaffPageQuery,
  staffAction,
  type StaffReply,
} from "~/features/back-office/staff.server.ts";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import type { Route } from "./+types/admin.staff";

/** /admin/staff (OWNER): the staff and their tokens (docs/back-office.md#pages). */
export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaffSession(args, "staff");
  const page = await staffOperation(session.client, StaffPageQuery, {});
  return {
    me: session.staff.id,
    members: page.staffMembers,
    tokens: page.staffTokens,
  } satisfies StaffPageData;
}

export async function action(args: Route.ActionArgs) {
  const session = await requireStaffSession(args, "staff");
  const reply = await staffAction(session, await args.request.formData());
  return data<StaffReply>(reply, reply.ok ? 200 : 400);
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage data={loaderData} reply={actionData} />;
}
