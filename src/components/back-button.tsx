import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export interface BackButtonProps {
  /** Where «back» leads: a route of the route table, e.g. '/user' or '/admin'. */
  to: string;
  /** The button's text; 'Назад' by default (platform.md section 2). */
  caption?: string;
}

/** The back button of the spec's shared controls: a link to a named route, with an arrow. */
export function BackButton({ to, caption = 'Назад' }: BackButtonProps) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {caption}
    </Button>
  );
}
