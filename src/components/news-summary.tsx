import Typography from '@mui/material/Typography';
import { richTextExcerpt } from '@common/rich-text';
import { ruDayInWords } from '@common/region-time';

export interface NewsSummaryProps {
  title: string;
  /** Rich text or older plain text: the summary shows its first lines as plain text. */
  content: string;
  publishedAt: string;
  /** The title's level: one under the page's heading (h2), or under a section's (h3). */
  headingComponent?: 'h2' | 'h3';
}

/** A publication in a list of them (every-mother news, contest announcements): its date, title and first lines. */
export function NewsSummary({ title, content, publishedAt, headingComponent = 'h2' }: NewsSummaryProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {ruDayInWords(publishedAt)}
      </Typography>
      <Typography
        component={headingComponent}
        variant="h6"
        color="primary"
        sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, overflowWrap: 'anywhere', mb: 1 }}
      >
        {title}
      </Typography>
      <Typography variant="body2">{richTextExcerpt(content)}</Typography>
    </>
  );
}
