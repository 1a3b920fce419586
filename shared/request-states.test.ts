import { describe, expect, it } from "vitest";
import { nextRequestStates, REQUEST_STATES, requestMoveRefusal } from "./request-states.ts";

describe("a request's way through the queue", () => {
  it("goes new → in progress → done, or rejected on the way; done and rejected are final", () => {
    expect(
      Object.fromEntries(REQUEST_STATES.map((state) => [state, nextRequestStates(state)])),
    ).toEqual({
      NEW: ["IN_PROGRESS", "REJECTED"],
      IN_PROGRESS: ["DONE", "REJECTED"],
      DONE: [],
      REJECTED: [],
    });
  });

  it("refuses every other move in Russian", () => {
    expect(requestMoveRefusal("NEW", "IN_PROGRESS")).toBeNull();
    expect(requestMoveRefusal("NEW", "DONE")).toBe(
      "Из состояния «Новая» в «Выполнена» перевести нельзя",
    );
    expect(requestMoveRefusal("IN_PROGRESS", "NEW")).toBe(
      "Из состояния «В работе» в «Новая» перевести нельзя",
    );
    expect(requestMoveRefusal("REJECTED", "IN_PROGRESS")).toBe(
      "Заявка уже в состоянии «Отклонена»: её больше не двигают",
    );
  });
});
