/** Shared by the Rebellion card e2e files: seats and the shapes the API answers. The Empire sits in seat 0. */
export const EMPIRE = 0;
export const REBEL = 1;

export interface Action {
  id: string;
  type: string;
  params: Record<string, unknown>;
  label: { de: string; en: string };
}

export interface Created {
  id: string;
  seats: { seat: number; token: string }[];
}
