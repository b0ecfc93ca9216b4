import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { NewsCardText } from '@common/rich-text';
import { NewsCardFormOnDemand, prefetchNewsCardForm } from './news-card-form-on-demand';

const EMPTY: NewsCardText = { title: '', content: '' };

export interface NewsCardAddButtonProps {
  /** The form's heading: «Новая публикация». */
  heading: string;
  /** Saves the new card and answers its id; throws when refused (the form stays open). */
  create(text: NewsCardText): Promise<number>;
  /** The new card's page, opened once it is saved. */
  cardPath(id: number): string;
}

/** An administrator's «Добавить» above a list of publications: the card's form, then the new card's page. */
export function NewsCardAddButton({ heading, create, cardPath }: NewsCardAddButtonProps) {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onPointerEnter={prefetchNewsCardForm}
        onFocus={prefetchNewsCardForm}
        onClick={() => setAdding(true)}
      >
        Добавить
      </Button>
      <NewsCardFormOnDemand
        open={adding}
        heading={heading}
        initial={EMPTY}
        onClose={() => setAdding(false)}
        onSubmit={async (text) => {
          const id = await create(text);
          setAdding(false);
          navigate(cardPath(id));
        }}
      />
    </>
  );
}
