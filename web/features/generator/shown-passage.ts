// The id of the saved passage on screen, kept for this tab only (sessionStorage), so a reload can
// fetch it again; logging out forgets it, for classroom computers are shared.
const KEY = "spark:shown-passage";

export function rememberShownPassage(id: string): void {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // storage off (private mode, quota): a reload simply starts empty
  }
}

export function shownPassageId(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetShownPassage(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
