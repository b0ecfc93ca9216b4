-- Tour contracts (workflows.md sections 3, 4, 7): a service contract with is_tour on a tour of an
-- operator (tour_services, 0035) for the people it names. The contract holds as many places of the
-- tour as it has members: they are taken in the transaction that creates it or adds a member and
-- given back when it is rejected or terminated, through tour_services.places_taken, whose CHECK
-- makes the database refuse the last place twice. The check-in of the tourists by the operator is
-- recorded once per contract. The questions of the feedback are a lookup.

ALTER TABLE service_contracts
  ADD COLUMN tour_service_id integer REFERENCES tour_services(id),
  -- Places the contract holds on its tour (its members); null for a contract without a tour service.
  ADD COLUMN places integer CHECK (places IS NULL OR places > 0),
  ADD CONSTRAINT service_contracts_tour_places CHECK ((tour_service_id IS NULL) = (places IS NULL));
CREATE INDEX service_contracts_tour_service_idx ON service_contracts(tour_service_id) WHERE tour_service_id IS NOT NULL;

-- The people a tour contract is for: the holder and the relatives they take (person_relations).
CREATE TABLE tour_contract_members (
  contract_id integer NOT NULL REFERENCES service_contracts(id),
  person_id integer NOT NULL REFERENCES persons(id),
  PRIMARY KEY (contract_id, person_id)
);

-- The operator's check-in of a contract's tourists (GET /user/check-in-tour, /qr-check-in-tourism):
-- once per contract; the digest of the QR code used, when it was scanned.
CREATE TABLE tour_check_ins (
  contract_id integer PRIMARY KEY REFERENCES service_contracts(id),
  checked_in_at timestamptz NOT NULL DEFAULT now(),
  by_user_id integer NOT NULL REFERENCES users(id),
  digest text UNIQUE
);

-- GET /tour-contract/all-question: what a citizen is asked about a tour after it.
CREATE TABLE tour_feedback_questions (
  id integer PRIMARY KEY,
  caption text NOT NULL UNIQUE,
  sort_order integer NOT NULL
);
INSERT INTO tour_feedback_questions (id, caption, sort_order) VALUES
  (1, 'Соответствовала ли программа тура описанию?', 1),
  (2, 'Как вы оцениваете проживание и питание?', 2),
  (3, 'Как вы оцениваете работу гида и сопровождающих?', 3),
  (4, 'Был ли удобен транспорт?', 4),
  (5, 'Порекомендуете ли вы тур знакомым?', 5);
