/** What to tell a person when a people's request fails: this API's own codes in the `people` words. */
import i18next from "i18next";
import { ApiError, problemText } from "../api";

export function peopleProblem(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `people:errors.${error.code}`;
    if (i18next.exists(key)) return i18next.t(key);
  }
  return problemText(error);
}
