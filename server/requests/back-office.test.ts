import { describe, expect, it } from "vitest";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { AUDIT, type AuditData, signInStaff } from "../../tests/staff-kit.ts";
import * as t from "../db/schema.ts";
import { REQUEST_QUEUE_MESSAGES } from "./back-office-schema.ts";

const STAFF_REQUESTS = /* GraphQL */ `
  query ($dto: StaffRequestsDto) {
    staffRequests(dto: $dto) {
      items {
        id
        kind
        state
        phone
        name
        productName
        companyName
        brand
      }
      pagination {
        totalItems
      }
    }
  }
`;

const STAFF_REQUEST = /* GraphQL */ `
  query ($dto: StaffRequestDto!) {
    staffRequest(dto: $dto) {
      id
      kind
      state
      nextStates
      stateNote
      stateChangedBy
      stateChangedAt
      text
      inn
    }
  }
`;

const CHANGE_STATE = /* GraphQL */ `
  mutation ($dto: StaffRequestStateDto!) {
    staffChangeRequestState(dto: $dto) {
      id
      state
      nextStates
      stateNote
      stateChangedBy
    }
  }
`;

interface RequestsData {
  staffRequests: {
    items: { id: string; kind: string; state: string; phone: string }[];
    pagination: { totalItems: number };
  };
}

interface StateData {
  staffChangeRequestState: {
    state: string;
    nextStates: string[];
    stateNote: string | null;
    stateChangedBy: string | null;
  };
}

/** One request of each kind, written as the forms do. */
async function oneOfEach(kit: Kit) {
  const now = kit.clock.now();
  const [price] = await kit.db
    .insert(t.priceRequest)
    .values({
      phone: "+79995590001",
      productName: "Кроссовки X",
      priceSeen: 990_000,
      createdAt: now,
    })
    .returning({ id: t.priceRequest.id });
  const [order] = await kit.db
    .insert(t.orderRequest)
    .values({ phone: "+79995590002", brand: "Nike", model: "Air", size: "42", createdAt: now })
    .returning({ id: t.orderRequest.id });
  const [partner] = await kit.db
    .insert(t.cooperativeRequest)
    .values({
      phone: "+79995590003",
      companyName: "ООО Ромашка",
      fullName: "Иван Петров",
      inn: "7700000000",
      description: "Хотим продавать у вас",
      createdAt: now,
    })
    .returning({ id: t.cooperativeRequest.id });
  if (!price || !order || !partner) throw new Error("requests not written");
  return { price: price.id, order: order.id, partner: partner.id };
}

describe("the back office's requests queue in the shop API", () => {
  it("answers a moderator, a manager and an owner; refuses the warehouse and a guest", () =>
    withApi(async (kit) => {
      const ids = await oneOfEach(kit);
      for (const role of ["MODERATOR", "MANAGER", "OWNER"] as const) {
        const staff = await signInStaff(kit, role);
        const { staffRequests } = await kit.ok<RequestsData>(
          STAFF_REQUESTS,
          { dto: { state: "NEW", limit: 100 } },
          { token: staff.token },
        );
        const phones = staffRequests.items.map((item) => item.phone);
        expect(phones, role).toEqual(
          expect.arrayContaining(["+79995590001", "+79995590002", "+79995590003"]),
        );
      }
      const warehouse = await signInStaff(kit, "WAREHOUSE");
      for (const [document, variables] of [
        [STAFF_REQUESTS, {}],
        [STAFF_REQUEST, { dto: { kind: "order", id: ids.order } }],
        [CHANGE_STATE, { dto: { kind: "order", id: ids.order, state: "IN_PROGRESS" } }],
      ] as const) {
        const refused = await kit.fails(document, variables, { token: warehouse.token });
        expect(refused.extensions?.code).toBe("FORBIDDEN");
        const guest = await kit.fails(document, variables);
        expect(guest.extensions?.code).toBe("UNAUTHENTICATED");
      }
    }));

  it("filters by kind and state, moves a request along its way and refuses other moves in Russian", () =>
    withApi(async (kit) => {
      const ids = await oneOfEach(kit);
      const moderator = await signInStaff(kit, "MODERATOR");
      const as = { token: moderator.token };
      const partners = await kit.ok<RequestsData>(
        STAFF_REQUESTS,
        { dto: { kind: "cooperative", state: "NEW", limit: 100 } },
        as,
      );
      expect(new Set(partners.staffRequests.items.map((item) => item.kind))).toEqual(
        new Set(["cooperative"]),
      );
      const key = { kind: "cooperative", id: ids.partner };

      const early = await kit.fails(CHANGE_STATE, { dto: { ...key, state: "DONE" } }, as);
      expect(early.extensions?.code).toBe("BAD_USER_INPUT");
      expect(early.message).toBe("Из состояния «Новая» в «Выполнена» перевести нельзя");

      const taken = await kit.ok<StateData>(
        CHANGE_STATE,
        { dto: { ...key, state: "IN_PROGRESS", note: " Позвонить в понедельник " } },
        as,
      );
      expect(taken.staffChangeRequestState).toMatchObject({
        state: "IN_PROGRESS",
        nextStates: ["DONE", "REJECTED"],
        stateNote: "Позвонить в понедельник",
        stateChangedBy: moderator.name,
      });
      const done = await kit.ok<StateData>(CHANGE_STATE, { dto: { ...key, state: "DONE" } }, as);
      expect(done.staffChangeRequestState.nextStates).toEqual([]);
      const after = await kit.fails(CHANGE_STATE, { dto: { ...key, state: "REJECTED" } }, as);
      expect(after.message).toBe("Заявка уже в состоянии «Выполнена»: её больше не двигают");

      const inProgress = await kit.ok<RequestsData>(
        STAFF_REQUESTS,
        { dto: { state: "DONE", limit: 100 } },
        as,
      );
      expect(inProgress.staffRequests.items.map((item) => Number(item.id))).toContain(ids.partner);

      for (const [dto, message] of [
        [{ kind: "letters", id: 1, state: "DONE" }, REQUEST_QUEUE_MESSAGES.kind],
        [{ kind: "order", id: ids.order, state: "LOST" }, REQUEST_QUEUE_MESSAGES.state],
        [
          { kind: "order", id: ids.order, state: "IN_PROGRESS", note: "я".repeat(1001) },
          REQUEST_QUEUE_MESSAGES.noteTooLong,
        ],
      ] as const) {
        const refused = await kit.fails(CHANGE_STATE, { dto }, as);
        expect(refused.message).toBe(message);
      }
      const missing = await kit.fails(
        CHANGE_STATE,
        { dto: { kind: "order", id: 2_000_000, state: "IN_PROGRESS" } },
        as,
      );
      expect(missing.extensions?.code).toBe("NOT_FOUND");
      const badFilter = await kit.fails(STAFF_REQUESTS, { dto: { kind: "x" } }, as);
      expect(badFilter.message).toBe(REQUEST_QUEUE_MESSAGES.kind);

      const { staffRequest } = await kit.ok<{ staffRequest: { inn: string; text: string } }>(
        STAFF_REQUEST,
        { dto: key },
        as,
      );
      expect(staffRequest).toMatchObject({ inn: "7700000000", text: "Хотим продавать у вас" });

      const owner = await signInStaff(kit, "OWNER");
      const { staffAudit } = await kit.ok<AuditData>(
        AUDIT,
        { filter: { staffName: moderator.name, action: "request.state" } },
        { token: owner.token },
      );
      expect(staffAudit.items.map((line) => [line.subjectId, JSON.parse(line.details)])).toEqual([
        [`cooperative/${ids.partner}`, { kind: "cooperative", from: "IN_PROGRESS", to: "DONE" }],
        [
          `cooperative/${ids.partner}`,
          { kind: "cooperative", from: "NEW", to: "IN_PROGRESS", note: "Позвонить в понедельник" },
        ],
      ]);
    }));
});
