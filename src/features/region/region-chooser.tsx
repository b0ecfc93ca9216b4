import { useState } from 'react';
import Button from '@mui/material/Button';
import PlaceIcon from '@mui/icons-material/Place';
import { onDemand, OnDemandPart } from '@/components/on-demand';
import { readRegionId, saveRegionId, useRegions } from './region';

const RegionDialog = onDemand(() => import('./region-dialog').then((m) => m.RegionDialog));

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
      <Button
        color="inherit"
        startIcon={<PlaceIcon />}
        onClick={show}
        onPointerEnter={RegionDialog.prefetch}
        onFocus={RegionDialog.prefetch}
        aria-label={`Регион: ${current?.caption ?? 'не выбран'}. Сменить регион`}
        sx={compact ? { minWidth: 0, '& .MuiButton-startIcon': { m: 0 } } : { textTransform: 'none' }}
      >
        {compact ? '' : (current?.caption ?? 'Регион')}
      </Button>
      {opened && (
        <OnDemandPart retryKey={open}>
          <RegionDialog open={open} regionId={regionId} onChoose={choose} onClose={() => setOpen(false)} />
        </OnDemandPart>
      )}
    </>
  );
}
