import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PhoneLink } from '@/components/phone-link';

/** Footer with contacts. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.100', py: 3, mt: 4 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Департамент социальной защиты населения ЯНАО
          <br />
          629008, г. Салехард, ул. Республики, д. 72
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Телефон горячей линии: <PhoneLink phone="+78002001889" />
          <br />
          <Link component={RouterLink} to="/about">
            Контакты и сведения о портале
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}
