import { styled, useTranslation } from '@gb/shell/platform';
import { toast } from '@gb/shell/platform/kit';
import { errorMessage } from '@gb/shell/platform';

import { useSetFavoriteMutation } from '../api/vouchers.api';

interface FavoriteStarProps {
  voucherId: number;
  isFavorite: boolean;
  /** Names the voucher for screen readers (the company). */
  name: string;
}

/** A star that marks the voucher as one of the user's favourites, or unmarks it. */
export function FavoriteStar({ voucherId, isFavorite, name }: FavoriteStarProps) {
  const { t } = useTranslation();
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  const toggle = async () => {
    try {
      await setFavorite({ id: voucherId, favorite: !isFavorite }).unwrap();
    } catch (refused) {
      toast.error(errorMessage(refused) ?? t('errors.generic'));
    }
  };
  return (
    <Star
      type="button"
      aria-pressed={isFavorite}
      aria-label={`${t(isFavorite ? 'voucherAdmin.removeFavorite' : 'voucherAdmin.addFavorite')}: ${name}`}
      title={t(isFavorite ? 'voucherAdmin.removeFavorite' : 'voucherAdmin.addFavorite')}
      disabled={isLoading}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
    </Star>
  );
}

const Star = styled.button`
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;
