/** What to tell a person when a people's request fails: this API's own codes in the `people` words. */
import {
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
} from "@parlor/protocol";
import i18next from "i18next";
import { ApiError, problemText } from "../api";

/** The bounds the people's words say (`{{nameMax}}`…): the protocol's, which the server checks. */
export const PEOPLE_BOUNDS = {
  nameMax: MAX_NAME_LENGTH,
  usernameMin: MIN_USERNAME_LENGTH,
  usernameMax: MAX_USERNAME_LENGTH,
  passwordMin: MIN_PASSWORD_LENGTH,
  passwordMax: MAX_PASSWORD_LENGTH,
} as const;

export function peopleProblem(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `people:errors.${error.code}`;
    if (i18next.exists(key)) return i18next.t(key, PEOPLE_BOUNDS);
  }
  return problemText(error);
}
