import { FormAlert, FormStatus } from "@shop/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/dialog";
import { apiRequest } from "../../lib/api-client";
import styles from "./account-page.module.css";
import { accountTexts as texts } from "./texts";

const recoveryQuery = {
  queryKey: ["admin", "totp", "recovery-codes"],
  queryFn: () => apiRequest<{ remaining: number }>("/admin/totp/recovery-codes"),
};

/** The text file of a set of codes, for a person to keep. */
export function recoveryFile(email: string, codes: readonly string[]): string {
  return [texts.recoveryFileHeading(email), "", ...codes, ""].join("\n");
}

/** A set of recovery codes, shown this once: to copy, download or write down. */
export function RecoveryCodeList({ codes, email }: { codes: readonly string[]; email: string }) {
  const [copied, setCopied] = useState(false);
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryFile(email, codes))}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className={styles.setup}>
      <p>
        {texts.recoveryIntro} <strong>{texts.recoveryShownOnce}</strong>
      </p>
      <ol className={styles.codes} aria-label={texts.recoveryListLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={copy}>
          {texts.recoveryCopy}
        </button>
        <a className="button button--secondary" href={file} download={texts.recoveryFileName}>
          {texts.recoveryDownload}
        </a>
      </div>
      <FormStatus message={copied && texts.recoveryCopied} />
    </div>
  );
}

/** How many codes are left, and a new set on request (the old one then stops working). */
export function RecoveryCodesPanel({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const state = useQuery(recoveryQuery);
  const [asking, setAsking] = useState(false);
  const renew = useMutation({
    mutationFn: () =>
      apiRequest<{ codes: string[] }>("/admin/totp/recovery-codes", { method: "POST" }),
    onSuccess: () => {
      setAsking(false);
      return queryClient.invalidateQueries({ queryKey: recoveryQuery.queryKey });
    },
  });

  return (
    <div className={styles.setup}>
      {renew.data ? (
        <RecoveryCodeList codes={renew.data.codes} email={email} />
      ) : (
        <>
          <p>{texts.recoveryIntro}</p>
          {state.data && <p>{texts.recoveryRemaining(state.data.remaining)}</p>}
        </>
      )}
      <FormAlert message={renew.error?.message ?? state.error?.message} />
      <div>
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          {texts.recoveryNew}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={texts.recoveryNewTitle}
          confirm={texts.recoveryNew}
          pending={renew.isPending}
          onConfirm={() => renew.mutate()}
          onClose={() => setAsking(false)}
        >
          <p>{texts.recoveryNewConsequence}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
