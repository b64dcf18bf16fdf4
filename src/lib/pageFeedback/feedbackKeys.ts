/** Where page feedback lives in the browser's storage: the answers given, and the answers waiting to be sent. */
export interface FeedbackKeys {
  readonly answers: string;
  readonly queue: string;
}

export function feedbackKeys(productId: string): FeedbackKeys {
  return {
    answers: `${productId}-gl-js.feedback.answers`,
    queue: `${productId}-gl-js.feedback.queue`,
  };
}
