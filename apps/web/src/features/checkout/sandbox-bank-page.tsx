import { apiErrorOf, Field, fieldAria } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import {
  answerSandboxMbway,
  paymentsConfigQuery,
  payReferenceInSandbox,
  sandboxMbwayPending,
} from "./api";
import { groupReference } from "./format";
import { type BankFields, bankFieldsFromQuery, checkBankFields } from "./sandbox-bank";
import styles from "./sandbox-bank.module.css";
import { sandboxBankTexts } from "./texts";

type Errors = Partial<Record<keyof BankFields, string>>;
type Answer = { ok: true } | { ok: false; message: string } | null;

function failureOf(error: unknown, failed: string): { message: string; errors: Errors } {
  const refusal = apiErrorOf(error);
  if (!refusal) return { message: failed, errors: {} };
  const fields = refusal.fields ?? {};
  return {
    message: refusal.message,
    errors: { entity: fields.entity, reference: fields.reference, value: fields.value },
  };
}

function BankForm() {
  const texts = useTexts(sandboxBankTexts);
  const [params] = useSearchParams();
  const [fields, setFields] = useState<BankFields>(() => bankFieldsFromQuery(params));
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<Answer>(null);
  const [paying, setPaying] = useState(false);

  function edit(name: keyof BankFields, value: string) {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const check = checkBankFields(fields, texts);
    if (!check.ok) return setErrors(check.errors);
    setPaying(true);
    try {
      await payReferenceInSandbox(check.body);
      setAnswer({ ok: true });
    } catch (error) {
      const failure = failureOf(error, texts.failed);
      setErrors(failure.errors);
      setAnswer({ ok: false, message: failure.message });
    } finally {
      setPaying(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={pay}>
      <fieldset className={styles.fieldset} disabled={paying || answer?.ok === true}>
        <Field id="bank-entity" label={texts.entity} error={errors.entity}>
          <input
            className={`input ${styles.code}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={fields.entity}
            onChange={(event) => edit("entity", event.target.value.replace(/\D/g, ""))}
            {...fieldAria("bank-entity", errors.entity)}
          />
        </Field>
        <Field id="bank-reference" label={texts.reference} error={errors.reference}>
          <input
            className={`input ${styles.code}`}
            inputMode="numeric"
            autoComplete="off"
            value={fields.reference}
            onChange={(event) =>
              edit("reference", groupReference(event.target.value.replace(/\D/g, "").slice(0, 9)))
            }
            {...fieldAria("bank-reference", errors.reference)}
          />
        </Field>
        <Field id="bank-value" label={texts.value} error={errors.value} hint={texts.valueHint}>
          <input
            className={`input ${styles.code}`}
            inputMode="decimal"
            autoComplete="off"
            value={fields.value}
            onChange={(event) => edit("value", event.target.value)}
            {...fieldAria("bank-value", errors.value, true)}
          />
        </Field>
        <button type="submit" className="button">
          {paying ? texts.paying : texts.pay}
        </button>
      </fieldset>
      <div role="status" className={styles.success}>
        {answer?.ok && (
          <>
            <strong>{texts.paid}</strong> {texts.paidHint}
          </>
        )}
      </div>
      <div role="alert" className={styles.failure}>
        {answer && !answer.ok ? answer.message : null}
      </div>
    </form>
  );
}

/** The MB WAY requests waiting on a phone, each accepted or refused as its owner would. */
function MbwayRequests() {
  const texts = useTexts(sandboxBankTexts);
  const cents = useCents();
  const pending = useQuery({
    queryKey: ["sandbox-mbway"],
    queryFn: sandboxMbwayPending,
    refetchInterval: 2000,
  });
  const answer = useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      answerSandboxMbway(requestId, accept),
    onSettled: () => pending.refetch(),
  });
  const answered = answer.isSuccess ? answer.variables : null;
  return (
    <section className={styles.mbway} aria-labelledby="sandbox-mbway-title">
      <h2 id="sandbox-mbway-title" className={styles.subtitle}>
        {texts.mbwayTitle}
      </h2>
      {pending.data?.length === 0 && <p>{texts.mbwayNone}</p>}
      <ul className={styles.requests}>
        {pending.data?.map((request) => (
          <li key={request.requestId} className={styles.request}>
            <span>
              {texts.mbwayRequest(request.orderId, request.phone, cents(request.amountCents))}
            </span>
            <button
              type="button"
              className="button"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ requestId: request.requestId, accept: true })}
            >
              {texts.accept}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ requestId: request.requestId, accept: false })}
            >
              {texts.refuse}
            </button>
          </li>
        ))}
      </ul>
      {/* Added once answered: the bank form above keeps the page's one status and alert. */}
      {answered && (
        <p role="status" className={styles.success}>
          {answered.accept ? texts.accepted : texts.refusedDone}
        </p>
      )}
      {answer.isError && (
        <p role="alert" className={styles.failure}>
          {apiErrorOf(answer.error)?.message ?? texts.failed}
        </p>
      )}
    </section>
  );
}

/** /sandbox/multibanco: the sandbox's test bank, where a reference can be paid by hand. */
export function SandboxBankPage() {
  const texts = useTexts(sandboxBankTexts);
  const config = useQuery(paymentsConfigQuery);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <p className={styles.badge} aria-hidden="true">
          MB
        </p>
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.lead}>{texts.lead}</p>
        {config.isPending && <p role="status">{texts.loading}</p>}
        {(config.isError || (config.data && config.data.provider !== "sandbox")) && (
          <p role="alert" className={styles.failure}>
            {texts.unavailable}
          </p>
        )}
        {config.data?.provider === "sandbox" && <BankForm />}
        {config.data?.provider === "sandbox" && config.data.methods.includes("MBWAY") && (
          <MbwayRequests />
        )}
      </div>
    </div>
  );
}
