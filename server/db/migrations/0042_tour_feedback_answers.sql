-- The tourist's answers to the tour's feedback questions (0036), given once with the rating of the
-- tour. A question is answered on a scale of 1 to 5 («Как вы оцениваете…») or with yes / no
-- («Соответствовала ли…», «Порекомендуете ли…»: 1 yes, 0 no).
ALTER TABLE tour_feedback_questions
  ADD COLUMN answer_kind text NOT NULL DEFAULT 'scale' CHECK (answer_kind IN ('scale', 'yesno'));
UPDATE tour_feedback_questions SET answer_kind = 'yesno' WHERE id IN (1, 5);

CREATE TABLE tour_feedback_answers (
  contract_id integer NOT NULL REFERENCES service_contracts(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES tour_feedback_questions(id),
  answer smallint NOT NULL CHECK (answer BETWEEN 0 AND 5),
  PRIMARY KEY (contract_id, question_id)
);
