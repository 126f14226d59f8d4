import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_TOASTS, subscribeToasts, toast, TOAST_MS, toasts, withoutToast, withToast } from "./toasts";

describe("toasts", () => {
  afterEach(() => vi.useRealTimers());

  it("shows a message once while it shows, at most MAX_TOASTS at once (the oldest goes)", () => {
    let list = withToast([], { id: 1, text: "a", tone: "info" });
    expect(withToast(list, { id: 2, text: "a", tone: "info" })).toBe(list);
    for (let id = 2; id <= MAX_TOASTS + 1; id++) list = withToast(list, { id, text: `t${id}`, tone: "good" });
    expect(list).toHaveLength(MAX_TOASTS);
    expect(list.map((t) => t.id)).not.toContain(1);
    expect(withoutToast(list, 2).map((t) => t.id)).not.toContain(2);
  });

  it("tells its listeners, and takes a toast away after TOAST_MS", () => {
    vi.useFakeTimers();
    let told = 0;
    const stop = subscribeToasts(() => told++);
    toast("Link copied", "good");
    expect(toasts().map((t) => t.text)).toContain("Link copied");
    expect(told).toBe(1);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(toasts().map((t) => t.text)).toContain("Link copied");
    vi.advanceTimersByTime(1);
    expect(toasts().map((t) => t.text)).not.toContain("Link copied");
    expect(told).toBe(2);
    stop();
  });
});
