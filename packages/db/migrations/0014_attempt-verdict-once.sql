-- An attempt's verdict was stored twice: "verdict" and the public API's isCorrect text ('true' exactly when the verdict
-- is 'correct', as every write set it). isCorrect is derived from the verdict wherever a response carries it.
ALTER TABLE "exercise_attempts" DROP COLUMN "is_correct";
