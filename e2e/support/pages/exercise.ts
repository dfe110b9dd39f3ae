import type { ExerciseType } from '@lisan/contract';
import type { Page } from '@playwright/test';

/** /exercise/:type/:id: the prompt, the answer box, Check Answer, the verdict, Try Again and Next Exercise. */
export class ExercisePage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('page-exercise');
  readonly input = () => this.page.getByTestId('answer-input');
  readonly checkButton = () => this.page.getByTestId('check-answer');
  readonly feedback = () => this.page.getByTestId('feedback');
  readonly feedbackText = () => this.page.getByTestId('feedback-text');
  readonly toast = () => this.page.getByTestId('toast');
  readonly upgrade = () => this.page.getByTestId('exercise-upgrade');
  readonly notFound = () => this.page.getByTestId('exercise-not-found');
  /** A part of the about card (`about-arabic`, `about-reference`, `about-translation`, …). */
  readonly about = (part = 'card') => this.page.getByTestId(`about-${part}`);

  /** Opens an exercise of `type`: the item `id` names, else a random one. */
  async goto(type: ExerciseType | string, id?: string) {
    await this.page.goto(id ? `/exercise/${type}/${encodeURIComponent(id)}` : `/exercise/${type}`);
  }

  /** Opens an item and waits for its prompt. */
  async open(type: ExerciseType, id: string) {
    await this.goto(type, id);
    await this.page.getByTestId(`prompt-${type}`).waitFor();
  }

  /** Types an answer and presses Check Answer, without waiting for the verdict. */
  async submit(text: string) {
    await this.input().fill(text);
    await this.checkButton().click();
  }

  /** Answers and waits for the verdict: 'correct', 'almost' or 'incorrect'. */
  async answer(text: string) {
    await this.submit(text);
    await this.feedback().waitFor();
    return this.feedback().getAttribute('data-verdict');
  }

  async tryAgain() {
    await this.page.getByTestId('try-again').click();
  }

  async next() {
    await this.page.getByTestId('next-exercise').click();
  }

  /** Whether the answer box is locked (after an answer, until Try Again). */
  async isLocked() {
    return (await this.input().getAttribute('readonly')) !== null;
  }
}
