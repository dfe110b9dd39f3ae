/**
 * Texts the client shows verbatim (docs/rules.md, What the learner reads when something fails). The web app translates what it can through i18next,
 * but these English strings are the contract: tests and the server's messages use them.
 */
export const ERROR_TEXTS = {
  network: 'Network error. Please try again.',
  signInFailed: 'Sign in failed',
  signUpFailed: 'Account creation failed',
  invalidCredentials: 'Invalid email or password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  noAnswerTitle: 'No answer provided',
  noAnswerText: 'Please provide an answer before submitting.',
  unknownExerciseType: 'Unknown exercise type.',
  exerciseNotFound: 'Exercise not found',
  offlineAnswerInFuture: "The answer's time is later than now: check the device's clock.",
  offlineAnswersOneLearner: 'One upload carries the answers of one learner.',
  offlineAnswerTooOld:
    'The answer was given too long ago to be recorded (answers kept offline count for 7 days).',
  phraseNotFound: 'Phrase not found',
  failedToFetchPhrase: 'Failed to fetch phrase',
  failedToFetchSentence: 'Failed to fetch philosophical sentence',
  failedToCreateCheckout: 'Failed to create checkout',
  failedToLoadWidget: 'Failed to load payment widget',
  invalidPaymentResponse: 'Invalid payment response',
  failedToVerifyPayment: 'Failed to verify payment',
  paymentNotProcessed: 'Payment could not be processed',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
