import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';

import {useSiteSettings} from '@site/src/config/useSiteSettings';
import {track} from '@site/src/lib/analytics';
import {safeLocalStorage} from '@site/src/lib/safeStorage';
import {useRuntimeHosts} from '@site/src/config/useRuntimeHosts';
import {
  COMMENT_MAX_LENGTH,
  enqueue,
  feedbackId,
  feedbackKeys,
  postFeedback,
  readAnswers,
  rememberAnswer,
  type Answer,
  type Feedback,
} from '@site/src/lib/pageFeedback/feedback';
import styles from './styles.module.css';

/** idle: asking; sending; sent; queued: the endpoint failed and the answer waits for the next page. */
type Delivery = 'idle' | 'sending' | 'sent' | 'queued';

function AnswerButton({
  answer,
  chosen,
  onChoose,
}: {
  answer: Answer;
  chosen: Answer | null;
  onChoose: (answer: Answer) => void;
}): ReactNode {
  return (
    <button
      type="button"
      className={styles.answer}
      aria-pressed={chosen === answer}
      onClick={() => onChoose(answer)}>
      {answer === 'yes' ? (
        <Translate id="pageFeedback.yes">Yes</Translate>
      ) : (
        <Translate id="pageFeedback.no">No</Translate>
      )}
    </button>
  );
}

/** What the reader sees once the page has an answer from them. */
function Answered({answer, delivery}: {answer: Answer; delivery: Delivery}): ReactNode {
  if (delivery === 'queued') {
    return (
      <Translate id="pageFeedback.queued">
        Thank you. Your answer could not be sent just now; it is kept in this browser and will be
        sent when you open another page.
      </Translate>
    );
  }
  if (delivery === 'sent') {
    return <Translate id="pageFeedback.thanks">Thank you for your feedback.</Translate>;
  }
  return answer === 'yes' ? (
    <Translate id="pageFeedback.answeredYes">
      You told us this page was helpful. Thank you.
    </Translate>
  ) : (
    <Translate id="pageFeedback.answeredNo">
      You told us this page was not helpful. Thank you.
    </Translate>
  );
}

/**
 * "Was this page helpful?" at the end of a docs, API or example page: yes or
 * no, an optional comment, one answer per page per reader. The answer goes
 * to the analytics sink and, when the environment has a feedback endpoint,
 * is POSTed there; a failed POST is queued and sent from the next page.
 */
export default function PageFeedback(): ReactNode {
  const {pathname} = useLocation();
  const {i18n} = useDocusaurusContext();
  const {productId} = useSiteSettings();
  const {hosts} = useRuntimeHosts();
  const [answered, setAnswered] = useState<Answer | null>(null);
  const [chosen, setChosen] = useState<Answer | null>(null);
  const [comment, setComment] = useState('');
  const [delivery, setDelivery] = useState<Delivery>('idle');
  const resultRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  // Stored answers are read after hydration: the static HTML asks everyone.
  useEffect(() => {
    setAnswered(readAnswers(safeLocalStorage(), feedbackKeys(productId)).get(pathname) ?? null);
    setChosen(null);
    setComment('');
    setDelivery('idle');
  }, [pathname, productId]);

  useEffect(() => {
    if (delivery === 'sent' || delivery === 'queued') {
      // The form the reader was in is gone; the result takes the focus.
      resultRef.current?.focus();
    }
  }, [delivery]);

  async function send(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!chosen || delivery === 'sending') {
      return;
    }
    const feedback: Feedback = {
      id: feedbackId(),
      page: pathname,
      title: document.title,
      locale: i18n.currentLocale,
      helpful: chosen === 'yes',
      comment: comment.trim().slice(0, COMMENT_MAX_LENGTH),
      createdAt: new Date().toISOString(),
    };
    track('PageFeedback', {
      page: feedback.page,
      locale: feedback.locale,
      helpful: feedback.helpful,
      comment: feedback.comment,
    });
    const storage = safeLocalStorage();
    const keys = feedbackKeys(productId);
    rememberAnswer(storage, keys, pathname, chosen);
    const endpoint = hosts.feedbackEndpoint;
    if (!endpoint) {
      setAnswered(chosen);
      setDelivery('sent');
      return;
    }
    setDelivery('sending');
    try {
      await postFeedback(endpoint, feedback);
      setDelivery('sent');
    } catch {
      enqueue(storage, keys, feedback);
      setDelivery('queued');
    }
    setAnswered(chosen);
  }

  const headingId = `${id}-heading`;
  const counterId = `${id}-counter`;
  const showResult = answered !== null && delivery !== 'sending';

  return (
    <section className={styles.feedback} aria-labelledby={headingId} data-page-feedback>
      <h2 id={headingId} className={styles.heading}>
        <Translate id="pageFeedback.question">Was this page helpful?</Translate>
      </h2>
      {showResult ? (
        <p
          ref={resultRef}
          tabIndex={-1}
          className={delivery === 'queued' ? styles.queued : styles.result}
          role={delivery === 'queued' ? 'alert' : 'status'}>
          <Answered answer={answered} delivery={delivery} />
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void send(event)}>
          <div
            className={styles.answers}
            role="group"
            aria-label={translate({
              id: 'pageFeedback.answers',
              message: 'Your answer',
            })}>
            <AnswerButton answer="yes" chosen={chosen} onChoose={setChosen} />
            <AnswerButton answer="no" chosen={chosen} onChoose={setChosen} />
          </div>
          {chosen && (
            <>
              <label className={styles.label} htmlFor={`${id}-comment`}>
                {chosen === 'yes' ? (
                  <Translate id="pageFeedback.commentYes">What helped? (optional)</Translate>
                ) : (
                  <Translate id="pageFeedback.commentNo">
                    What was missing or wrong? (optional)
                  </Translate>
                )}
              </label>
              <textarea
                id={`${id}-comment`}
                className={styles.comment}
                rows={3}
                maxLength={COMMENT_MAX_LENGTH}
                value={comment}
                aria-describedby={counterId}
                onChange={(event) => setComment(event.target.value)}
              />
              <div className={styles.footer}>
                <span id={counterId} className={styles.counter}>
                  <Translate
                    id="pageFeedback.counter"
                    values={{count: comment.length, max: COMMENT_MAX_LENGTH}}>
                    {'{count} of {max} characters'}
                  </Translate>
                </span>
                <button
                  type="submit"
                  className={`button button--primary ${styles.send}`}
                  disabled={delivery === 'sending'}>
                  {delivery === 'sending' ? (
                    <Translate id="pageFeedback.sending">Sending…</Translate>
                  ) : (
                    <Translate id="pageFeedback.send">Send feedback</Translate>
                  )}
                </button>
              </div>
            </>
          )}
        </form>
      )}
    </section>
  );
}
