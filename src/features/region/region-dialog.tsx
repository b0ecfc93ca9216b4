import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import LinearProgress from '@mui/material/LinearProgress';
import { useRegions } from './region';

export interface RegionDialogProps {
  open: boolean;
  regionId: number;
  onChoose: (id: number) => void;
  onClose: () => void;
}

/** The list of regions to choose from. */
export function RegionDialog({ open, regionId, onChoose, onClose }: RegionDialogProps) {
  const { data, isLoading } = useRegions();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="region-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="region-dialog-title">Выберите регион</DialogTitle>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      <List sx={{ pt: 0 }}>
        {data?.map((region) => (
          <ListItemButton key={region.id} selected={region.id === regionId} onClick={() => onChoose(region.id)}>
            <ListItemText primary={region.caption} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
