/**
 * The back office's requests queue (docs/back-office.md#отзывы-и-заявки): the requests of the
 * site's forms as the operator API lists them (server/requests/service.ts), with a state each,
 * for staff whose role allows `requests` (OWNER, MANAGER, MODERATOR), checked here in the API.
 * A move of its state is written to the audit log in its transaction: «request.state».
 */
import { eq } from "drizzle-orm";
import { GraphQLError } from "graphql";
import { z } from "zod";
import {
  MAX_REQUEST_NOTE,
  nextRequestStates,
  QUEUE_REQUEST_KINDS,
  REQUEST_STATES,
} from "../../shared/request-states.ts";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { pageOf, toPage } from "../graphql/pagination.ts";
import { parseInput } from "../identity/input.ts";
import { recordStaffAction, requireStaff, staffRowId } from "../staff/access.ts";
import { moveRequestState, requestOfKind } from "./queue.ts";
import { type ListedRequest, listRequests } from "./service.ts";

export const REQUEST_QUEUE_MESSAGES = {
  kind: "Неизвестный вид заявки",
  state: "Неизвестное состояние заявки",
  noteTooLong: `Комментарий — не длиннее ${MAX_REQUEST_NOTE} символов`,
} as const;

const RequestState = builder.enumType("RequestState", { values: REQUEST_STATES });

const StaffRequest = builder.objectRef<ListedRequest>("StaffRequest").implement({
  description:
    "A request of the site's forms in the back office's queue; the fields of the other kinds are null.",
  fields: (f) => ({
    id: f.exposeID("id"),
    kind: f.exposeString("kind", { description: "meet-price, order or cooperative." }),
    createdAt: f.string({ resolve: (request) => request.createdAt.toISOString() }),
    state: f.expose("state", { type: RequestState }),
    nextStates: f.field({
      type: [RequestState],
      resolve: (request) => [...nextRequestStates(request.state)],
    }),
    stateNote: f.exposeString("stateNote", { nullable: true }),
    stateChangedAt: f.string({
      nullable: true,
      resolve: (request) => request.stateChangedAt?.toISOString() ?? null,
    }),
    stateChangedBy: f.string({
      nullable: true,
      description: "The name of the staff member who moved it last.",
      resolve: async (request, _args, ctx) => {
        if (request.stateChangedBy === null) return null;
        const [row] = await ctx.db
          .select({ name: t.staff.name })
          .from(t.staff)
          .where(eq(t.staff.id, request.stateChangedBy));
        return row?.name ?? null;
      },
    }),
    phone: f.exposeString("phone"),
    name: f.string({
      nullable: true,
      resolve: (r) => (r.kind === "cooperative" ? r.fullName : r.name),
    }),
    email: f.string({ nullable: true, resolve: (r) => r.email }),
    text: f.string({
      nullable: true,
      resolve: (r) => (r.kind === "cooperative" ? r.description : r.text),
    }),
    productName: f.string({
      nullable: true,
      resolve: (r) => (r.kind === "meet-price" ? r.productName : null),
    }),
    productSlug: f.string({
      nullable: true,
      resolve: (r) => (r.kind === "meet-price" ? r.productSlug : null),
    }),
    size: f.string({ nullable: true, resolve: (r) => (r.kind === "cooperative" ? null : r.size) }),
    offerUrl: f.string({
      nullable: true,
      resolve: (r) => (r.kind === "meet-price" ? r.offerUrl : null),
    }),
    priceSeen: f.int({
      nullable: true,
      description: "Kopecks.",
      resolve: (r) => (r.kind === "meet-price" ? r.priceSeen : null),
    }),
    brand: f.string({ nullable: true, resolve: (r) => (r.kind === "order" ? r.brand : null) }),
    model: f.string({ nullable: true, resolve: (r) => (r.kind === "order" ? r.model : null) }),
    link: f.string({ nullable: true, resolve: (r) => (r.kind === "order" ? r.link : null) }),
    budget: f.int({
      nullable: true,
      description: "Kopecks.",
      resolve: (r) => (r.kind === "order" ? r.budget : null),
    }),
    companyName: f.string({
      nullable: true,
      resolve: (r) => (r.kind === "cooperative" ? r.companyName : null),
    }),
    companyType: f.string({
      nullable: true,
      resolve: (r) => (r.kind === "cooperative" ? r.companyType : null),
    }),
    inn: f.string({ nullable: true, resolve: (r) => (r.kind === "cooperative" ? r.inn : null) }),
  }),
});

const StaffRequestPage = pageOf("StaffRequestPage", StaffRequest);

const kindSchema = z.enum(QUEUE_REQUEST_KINDS, { error: REQUEST_QUEUE_MESSAGES.kind });
const stateSchema = z.enum(REQUEST_STATES, { error: REQUEST_QUEUE_MESSAGES.state });
const requestNumber = z.coerce.number().int().positive().max(2_147_483_647);

const StaffRequestsDto = builder.inputType("StaffRequestsDto", {
  fields: (f) => ({
    kind: f.string({
      required: false,
      description: "meet-price, order or cooperative; all when absent.",
    }),
    state: f.string({ required: false, description: "A RequestState; all when absent." }),
    page: f.int({ required: false, defaultValue: 1 }),
    limit: f.int({ required: false, defaultValue: 20 }),
  }),
});

builder.queryField("staffRequests", (f) =>
  f.field({
    type: StaffRequestPage,
    description:
      "The requests of the site's forms, newest first, by kind and state (staff: requests).",
    args: { dto: f.arg({ type: StaffRequestsDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      requireStaff(ctx, "requests");
      const page = toPage(dto);
      const kind = dto?.kind ? parseInput(kindSchema, dto.kind) : null;
      const state = dto?.state ? parseInput(stateSchema, dto.state) : null;
      const found = await listRequests(ctx.db, { kind, state, page: page.page, limit: page.limit });
      return { ...found, page: page.page, limit: page.limit };
    },
  }),
);

const StaffRequestDto = builder.inputType("StaffRequestDto", {
  fields: (f) => ({
    kind: f.string({ required: true }),
    id: f.id({ required: true }),
  }),
});

/** A request's kind and number as typed; a number that is none names no request. */
function requestKey(dto: { kind: string; id: string | number }) {
  const kind = parseInput(kindSchema, dto.kind);
  const id = requestNumber.safeParse(dto.id);
  return { kind, id: id.success ? id.data : 0 };
}

builder.queryField("staffRequest", (f) =>
  f.field({
    type: StaffRequest,
    nullable: true,
    description: "One request by its kind and number (staff: requests); null for an unknown one.",
    args: { dto: f.arg({ type: StaffRequestDto, required: true }) },
    resolve: (_root, { dto }, ctx) => {
      requireStaff(ctx, "requests");
      const { kind, id } = requestKey(dto);
      return requestOfKind(ctx.db, kind, id);
    },
  }),
);

const StaffRequestStateDto = builder.inputType("StaffRequestStateDto", {
  fields: (f) => ({
    kind: f.string({ required: true }),
    id: f.id({ required: true }),
    state: f.string({ required: true, description: "A RequestState." }),
    note: f.string({ required: false, description: `Up to ${MAX_REQUEST_NOTE} characters.` }),
  }),
});

const noteSchema = z
  .string()
  .trim()
  .max(MAX_REQUEST_NOTE, REQUEST_QUEUE_MESSAGES.noteTooLong)
  .nullish()
  .transform((note) => note || null);

builder.mutationField("staffChangeRequestState", (f) =>
  f.field({
    type: StaffRequest,
    description:
      "Moves a request: new → in progress → done, or rejected on the way, with an optional note (staff: requests).",
    args: { dto: f.arg({ type: StaffRequestStateDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "requests");
      const { kind, id } = requestKey(dto);
      const state = parseInput(stateSchema, dto.state);
      const note = parseInput(noteSchema, dto.note);
      const moved = await moveRequestState(
        ctx.db,
        { kind, id, state, note, staffId: staffRowId(staff), now: ctx.providers.clock.now() },
        (tx, from) =>
          recordStaffAction(tx, staff, {
            action: "request.state",
            subjectType: "request",
            subjectId: `${kind}/${id}`,
            details: { kind, from, to: state, ...(note ? { note } : {}) },
          }),
      );
      if (!moved.ok) {
        if (moved.reason === "NOT_FOUND") {
          throw new GraphQLError(moved.message, { extensions: { code: "NOT_FOUND" } });
        }
        throw badUserInput(moved.message, "state");
      }
      const request = await requestOfKind(ctx.db, kind, id);
      if (!request) {
        throw new GraphQLError(`Заявки №${id} нет`, { extensions: { code: "NOT_FOUND" } });
      }
      return request;
    },
  }),
);
