import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import PlaceIcon from '@mui/icons-material/Place';
import { readRegionId, saveRegionId, useRegions } from './region';

const RegionDialog = lazy(() => import('./region-dialog').then((m) => ({ default: m.RegionDialog })));

/** The top bar's region button and the dialog listing the regions (loaded when first opened); the choice is remembered. */
export function RegionChooser({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [regionId, setRegionId] = useState(readRegionId);
  const { data } = useRegions();
  const current = data?.find((r) => r.id === regionId);
  const choose = (id: number) => {
    saveRegionId(id);
    setRegionId(id);
    setOpen(false);
  };
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Button color="inherit" startIcon={<PlaceIcon />} onClick={show} aria-label={`Регион: ${current?.caption ?? 'не выбран'}. Сменить регион`} sx={{ textTransform: 'none' }}>
        {compact ? '' : (current?.caption ?? 'Регион')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <RegionDialog open={open} regionId={regionId} onChoose={choose} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
