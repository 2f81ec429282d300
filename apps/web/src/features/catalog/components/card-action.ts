import { createContext, type ReactNode } from 'react';

export interface CardActionProps {
  productId: number;
  /** The id of the piece's name, so the action's button can name the piece. */
  describedBy: string;
}

/**
 * What a product card shows over its picture (SPEC §2: the wishlist heart). The app provides it
 * (app/layout.tsx), so the catalogue needs no other feature (decision 023).
 */
export const CardActionContext = createContext<((props: CardActionProps) => ReactNode) | null>(
  null,
);
