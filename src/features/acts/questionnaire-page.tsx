import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUESTIONNAIRES } from './generated/questionnaires';
import {
  startQuestionnaire,
  usePersonQuestionnaires,
  useQuestionnaire,
  type PersonQuestionnaires as PersonQuestionnairesData,
} from './questionnaire-api';
import { questionnairePath, QuestionnaireTable } from './questionnaire-list-page';

const ID = /^\d{1,9}$/;

/** The card screens of the questionnaires, each loaded when first shown. */
const CARDS: ReadonlyMap<string, ComponentType> = new Map(QUESTIONNAIRES.map((q) => [q.id, lazy(q.load)]));

/** A card for every kind of questionnaire with «Заполнить». */
export function QuestionnaireKinds({
  kinds,
  busy,
  onStart,
}: {
  kinds: PersonQuestionnairesData['kinds'];
  busy?: boolean;
  onStart(kind: string): void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
      {kinds.map((kind) => (
        <Card key={kind.kind} variant="outlined" sx={{ flex: { sm: '1 1 280px' } }}>
          <CardContent>
            <Typography>{kind.title}</Typography>
          </CardContent>
          <CardActions>
            <Button disabled={busy} onClick={() => onStart(kind.kind)} aria-label={`Заполнить: ${kind.title}`}>
              Заполнить
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/** The person's questionnaires and «Заполнить» for each kind (the address's id is 'new'). */
export function PersonQuestionnaires({ personId }: { personId: number }) {
  const navigate = useNavigate();
  const { data, error, isLoading } = usePersonQuestionnaires(personId);
  const [busy, setBusy] = useState(false);
  const start = async (kind: string) => {
    setBusy(true);
    try {
      navigate(questionnairePath(personId, (await startQuestionnaire(kind, personId)).id));
    } catch {
      // The HTTP client has told the person what went wrong.
      setBusy(false);
    }
  };
  const who = data?.items[0]?.personCaption;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Анкеты получателя услуг
        {who && (
          <Typography component="span" variant="h6" sx={{ display: 'block' }}>
            {who}
          </Typography>
        )}
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error ? <Alert severity="error">Не удалось загрузить анкеты гражданина.</Alert> : null}
      {data && (
        <>
          <Typography variant="h6" component="h2" gutterBottom>
            Заполнить анкету
          </Typography>
          <QuestionnaireKinds kinds={data.kinds} busy={busy} onStart={(kind) => void start(kind)} />
          <Typography variant="h6" component="h2" gutterBottom>
            Заполненные анкеты
          </Typography>
          <QuestionnaireTable page={data} />
        </>
      )}
    </>
  );
}

/** One questionnaire: which kind it is comes from the server, then that kind's card (the block wizard). */
function QuestionnaireCard({ personId, id }: { personId: number; id: number }) {
  const { data, error } = useQuestionnaire(personId, id);
  if (error) return <Alert severity="error">Анкета не найдена или недоступна.</Alert>;
  if (!data) return <LinearProgress aria-label="Загрузка" />;
  const card = CARDS.get(data.actType);
  if (!card) return <Alert severity="error">Неизвестный вид анкеты.</Alert>;
  return <Suspense fallback={<LinearProgress aria-label="Загрузка" />}>{createElement(card)}</Suspense>;
}

/**
 * /user/soc-questionnaire/{userId}/{id} «Анкета»: a person's questionnaire in the block wizard of
 * its kind; with the id 'new' the person's questionnaires and a «Заполнить» for every kind.
 */
export default function QuestionnairePage() {
  const { userId, id } = useParams();
  if (!ID.test(userId ?? '')) return <Navigate to="/404" replace />;
  const personId = Number(userId);
  if (id === 'new') return <PersonQuestionnaires personId={personId} />;
  if (!ID.test(id ?? '')) return <Navigate to="/404" replace />;
  return <QuestionnaireCard key={`${personId}/${id}`} personId={personId} id={Number(id)} />;
}
