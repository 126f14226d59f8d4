import {
  MAX_NAME_UNITS,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
  USERNAME_CHARACTERS,
} from "@parlor/protocol";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PEOPLE_BOUNDS, peopleProblem } from "./problem";
import { logIn, logOut, makeAccount, rename } from "./api";
import { playerTag, setMe, useMe } from "./me";
import { NamePrompt } from "./NamePrompt";
import "./people.css";

/** A small form: its fields, a submit button, and what went wrong (if anything). */
function Form({
  id,
  title,
  submit,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  submit: string;
  onSubmit: (data: FormData) => Promise<void>;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(data);
    } catch (error) {
      setProblem(peopleProblem(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="account-form" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form onSubmit={(event) => void send(event)}>
        {children}
        <button type="submit" disabled={busy} data-testid={`${id}-submit`}>
          {submit}
        </button>
      </form>
      {problem && (
        <p className="notice" role="alert" data-testid={`${id}-problem`}>
          {problem}
        </p>
      )}
    </section>
  );
}

/** Username and password fields (`new-password` for a new account, so a password manager offers one). */
function Credentials({ id, isNew }: { id: string; isNew: boolean }) {
  const { t } = useTranslation("people");
  return (
    <>
      <label>
        <span>{t("account.username")}</span>
        <input
          name="username"
          data-testid={`${id}-username`}
          autoComplete="username"
          required
          minLength={MIN_USERNAME_LENGTH}
          maxLength={MAX_USERNAME_LENGTH}
          pattern={`[${USERNAME_CHARACTERS}]+`}
          title={t("account.usernameRule", PEOPLE_BOUNDS)}
        />
      </label>
      <label>
        <span>{t("account.password")}</span>
        <input
          name="password"
          type="password"
          data-testid={`${id}-password`}
          autoComplete={isNew ? "new-password" : "current-password"}
          required
          minLength={isNew ? MIN_PASSWORD_LENGTH : 1}
          maxLength={2 * MAX_PASSWORD_LENGTH}
        />
      </label>
    </>
  );
}

/** The username and password of a submitted form. */
function credentials(data: FormData): { username: string; password: string } {
  return { username: String(data.get("username") ?? ""), password: String(data.get("password") ?? "") };
}

/**
 * `/account`: the name you go by, an account to keep your matches and ratings on any device
 * (create one from the guest you are, or log in), and logging out.
 */
export function AccountPage({ onLobby, go }: { onLobby: () => void; go: (to: string) => void }) {
  const { t } = useTranslation("people");
  const me = useMe();
  const [name, setName] = useState(me?.name ?? "");
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    document.title = t("account.title");
  }, [t]);
  useEffect(() => {
    if (me) setName(me.name);
  }, [me]);

  return (
    <main className="account-page" data-testid="account-page">
      <header className="lobby-header">
        <h1>{t("account.title")}</h1>
        <p>
          <a
            href="/"
            onClick={(event) => {
              event.preventDefault();
              onLobby();
            }}
          >
            {t("backToLobby")}
          </a>
        </p>
      </header>
      {done && (
        <p className="notice" role="status" data-testid="account-done">
          {done}
        </p>
      )}
      {me === undefined && <p>{t("loading")}</p>}
      {me === null && <NamePrompt />}
      {me && (
        <p data-testid="account-who">
          {me.kind === "account"
            ? t("account.loggedInAs", { name: me.name, tag: playerTag(me.id), username: me.username ?? "" })
            : t("account.guestAs", { name: me.name, tag: playerTag(me.id) })}{" "}
          <a
            href={`/player/${encodeURIComponent(me.id)}`}
            onClick={(event) => {
              event.preventDefault();
              go(`/player/${encodeURIComponent(me.id)}`);
            }}
            data-testid="account-player-link"
          >
            {t("account.yourPage")}
          </a>
        </p>
      )}
      {me && (
        <Form
          id="rename"
          title={t("account.renameTitle")}
          submit={t("account.renameSubmit")}
          onSubmit={async () => {
            setMe(await rename(name));
            setDone(t("account.renamed"));
          }}
        >
          <label>
            <span>{t("prompt.label")}</span>
            <input
              data-testid="rename-input"
              value={name}
              maxLength={MAX_NAME_UNITS}
              autoComplete="nickname"
              onChange={(event) => setName(event.target.value)}
            />
          </label>
        </Form>
      )}
      {me?.kind !== "account" && (
        <>
          <Form
            id="create-account"
            title={t("account.createTitle")}
            submit={t("account.createSubmit")}
            onSubmit={async (data) => {
              const { username, password } = credentials(data);
              setMe(await makeAccount(username, password));
              setDone(t("account.created"));
            }}
          >
            <p className="hint">{me ? t("account.createHint") : t("account.createHintNew")}</p>
            <Credentials id="create-account" isNew />
          </Form>
          <Form
            id="log-in"
            title={t("account.logInTitle")}
            submit={t("account.logInSubmit")}
            onSubmit={async (data) => {
              const { username, password } = credentials(data);
              setMe(await logIn(username, password));
              setDone(t("account.loggedIn"));
            }}
          >
            <Credentials id="log-in" isNew={false} />
          </Form>
        </>
      )}
      {me && (
        <section className="account-form">
          <button
            type="button"
            data-testid="log-out"
            onClick={() =>
              void logOut().then(
                () => {
                  setMe(null);
                  setDone(t("account.loggedOut"));
                },
                (error: unknown) => setDone(peopleProblem(error)),
              )
            }
          >
            {t("account.logOut")}
          </button>
          {me.kind === "guest" && <p className="hint">{t("account.logOutGuestHint")}</p>}
        </section>
      )}
    </main>
  );
}
