import Typography from '@mui/material/Typography';
import { DocumentList } from './document-list';

/** /user/documents: every document the citizen has on the portal, theirs and their children's and wards'. */
export default function DocumentsPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Мои документы
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 860 }}>
        Договоры, заявления и решения по ним, приказы, отчёты опекуна, индивидуальные программы и удостоверения — ваши,
        ваших детей и подопечных. Откройте документ или скачайте его.
      </Typography>
      <DocumentList />
    </>
  );
}
