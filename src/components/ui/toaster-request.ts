// The layout mounts the toaster (react-hot-toast) only once something can raise a toast: a form
// that has hydrated calls requestToaster(). On the server it renders at once, as before.
let resolveWanted: () => void = () => undefined;

export const toasterWanted: Promise<void> =
  typeof window === "undefined" ? Promise.resolve() : new Promise((resolve) => (resolveWanted = resolve));

export function requestToaster(): void {
  resolveWanted();
}
