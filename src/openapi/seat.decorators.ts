import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';

/** The operation acts for a seat: its token is required (401 SEAT_TOKEN_REQUIRED without one). */
export const SeatRequired = () => ApiBearerAuth('bearer');

/** Spectators may call too: without a token the answer is what a spectator may see. */
export const SeatOptional = () => applyDecorators(ApiBearerAuth('bearer'), ApiSecurity({}));
