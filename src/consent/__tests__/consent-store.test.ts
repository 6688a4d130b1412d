import { CONSENT_STORAGE_KEY, createConsentStore } from "../consent-store";

const fail = () => {
  throw new DOMException("blocked", "SecurityError");
};
const throwingStorage = (): Storage => ({
  length: 0,
  clear: fail,
  getItem: fail,
  key: fail,
  removeItem: fail,
  setItem: fail,
});

describe("consent store", () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ["accepted", "accepted", false],
    ["declined", "declined", false],
    [null, null, true],
    ["yes", null, true],
  ] as const)("reads the stored value %p as choice %p (banner open: %p)", (stored, choice, bannerOpen) => {
    if (stored !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    expect(createConsentStore().getSnapshot()).toEqual({ choice, bannerOpen, reopened: false });
  });

  it("stores a choice under cookie-consent, closes the banner and tells subscribers", () => {
    const store = createConsentStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.choose("accepted");
    expect(window.localStorage.getItem("cookie-consent")).toBe("accepted");
    expect(store.getSnapshot()).toEqual({ choice: "accepted", bannerOpen: false, reopened: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the same snapshot object until something changes", () => {
    const store = createConsentStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.refresh();
    expect(store.getSnapshot()).toBe(first);
  });

  it("reopens the banner over an earlier choice, and a new choice replaces the old one", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
    const store = createConsentStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.reopen();
    expect(store.getSnapshot()).toEqual({ choice: "accepted", bannerOpen: true, reopened: true });
    store.choose("declined");
    expect(store.getSnapshot()).toEqual({ choice: "declined", bannerOpen: false, reopened: false });
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("declined");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("still works for this page view when storage throws", () => {
    const store = createConsentStore(throwingStorage);
    expect(store.getSnapshot().choice).toBeNull();
    expect(() => store.choose("declined")).not.toThrow();
    expect(store.getSnapshot()).toEqual({ choice: "declined", bannerOpen: false, reopened: false });
  });

  it("still works when there is no storage at all", () => {
    const store = createConsentStore(() => null);
    store.choose("accepted");
    expect(store.getSnapshot().choice).toBe("accepted");
  });

  it("follows a choice made in another tab", () => {
    const store = createConsentStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY, newValue: "accepted" }));
    expect(store.getSnapshot()).toEqual({ choice: "accepted", bannerOpen: false, reopened: false });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("shows no banner in the server snapshot, whatever is stored", () => {
    expect(createConsentStore().getServerSnapshot()).toEqual({ choice: null, bannerOpen: false, reopened: false });
  });
});
