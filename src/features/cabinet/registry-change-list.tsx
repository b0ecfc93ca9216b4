import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ruDateTime } from '@common/region-time';
import { useRegistryChanges } from './api';

/** The register-change applications the institution has sent, newest first, with their files. */
export function RegistryChangeList() {
  const { data } = useRegistryChanges(true);
  if (!data?.length) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        Отправленные заявления о внесении изменений в Реестр
      </Typography>
      <List dense aria-label="Отправленные заявления">
        {data.map((application) => (
          <ListItem key={application.id} disableGutters divider>
            <ListItemText
              primary={`№ ${application.number} от ${ruDateTime(application.createdAt)} — ${application.employeeCaption}`}
              secondary={`Файлы: ${application.files.map((f) => f.originalFileName).join(', ')}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
