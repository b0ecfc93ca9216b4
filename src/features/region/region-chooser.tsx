import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import LinearProgress from '@mui/material/LinearProgress';
import PlaceIcon from '@mui/icons-material/Place';
import { readRegionId, saveRegionId, useRegions } from './region';

/** The top bar's region button and the dialog listing the regions; the choice is remembered. */
export function RegionChooser({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [regionId, setRegionId] = useState(readRegionId);
  const { data, isLoading } = useRegions();
  const current = data?.find((r) => r.id === regionId);
  const choose = (id: number) => {
    saveRegionId(id);
    setRegionId(id);
    setOpen(false);
  };
  return (
    <>
      <Button color="inherit" startIcon={<PlaceIcon />} onClick={() => setOpen(true)} aria-label={`Регион: ${current?.caption ?? 'не выбран'}. Сменить регион`} sx={{ textTransform: 'none' }}>
        {compact ? '' : (current?.caption ?? 'Регион')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="region-dialog-title" fullWidth maxWidth="xs">
        <DialogTitle id="region-dialog-title">Выберите регион</DialogTitle>
        {isLoading && <LinearProgress aria-label="Загрузка" />}
        <List sx={{ pt: 0 }}>
          {data?.map((region) => (
            <ListItemButton key={region.id} selected={region.id === regionId} onClick={() => choose(region.id)}>
              <ListItemText primary={region.caption} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </>
  );
}
