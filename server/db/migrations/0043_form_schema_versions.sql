-- The form records kept as JSON remember the version of their form they were written under, as acts
-- do (acts.schema_version): a subsidy contest application (schemas/forms/contest-application) and a
-- tour operator's request (schemas/forms/tourism-provider-application). Each is taken to the form's
-- current version on reading and saving and by `npm run acts:migrate` (schemas/forms/<form>/migrations).
-- Every record stored before this file was written under version 1, the first one of both forms.
ALTER TABLE contest_applications ADD COLUMN schema_version integer NOT NULL DEFAULT 1 CHECK (schema_version >= 1);
ALTER TABLE tourism_provider_requests ADD COLUMN schema_version integer NOT NULL DEFAULT 1 CHECK (schema_version >= 1);
